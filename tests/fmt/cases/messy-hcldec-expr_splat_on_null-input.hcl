v =	n[*]	.    a
