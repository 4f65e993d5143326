  v  = [for 	 i, x in  ["a",  "b"] : 	 "${i}:${x}"]
