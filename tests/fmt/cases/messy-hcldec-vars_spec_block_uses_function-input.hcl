	v =    "${shout} ${n}"
