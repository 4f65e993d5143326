 v = 	 sv
