v = foo	.nope
