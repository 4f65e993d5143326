v = "${shout} ${n}"
