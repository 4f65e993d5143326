a = "${name}/${k}"
