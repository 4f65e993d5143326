v = a	== 	 null	
