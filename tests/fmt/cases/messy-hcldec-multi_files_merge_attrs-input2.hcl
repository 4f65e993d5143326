b 	 =    "from 2"
