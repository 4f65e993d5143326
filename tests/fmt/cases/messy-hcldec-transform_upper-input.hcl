    name = 	 "shout"
