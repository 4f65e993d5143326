a =	{ for o  in objs	:    "all" => 	 o.    n... }	
