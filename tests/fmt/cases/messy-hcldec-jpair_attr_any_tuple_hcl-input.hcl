a  = 	 [1,    "two",	true, null, [	3    ]]
