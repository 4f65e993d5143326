v = good()	
