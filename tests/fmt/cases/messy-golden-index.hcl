    x = a	[ b]	.c
