x =	[for i    , v    in	l 	 : 	 "${i}=${v}"]
