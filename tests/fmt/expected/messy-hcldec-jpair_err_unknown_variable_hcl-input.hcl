a = "${nope}"
