  v = [region , zones[0 	 ] 	 ] 	 
