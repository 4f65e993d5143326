 	 list 	 =    ["a",    "b"]
