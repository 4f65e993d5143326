v = "${name}/${keep}"
