v = "${region}:${count}"
