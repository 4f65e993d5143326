a = m.a	+ 	 xs[2]	+    m["b"]  +	objs	[1].n
