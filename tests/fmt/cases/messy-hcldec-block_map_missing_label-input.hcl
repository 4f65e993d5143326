service {
 	 port =	80 	 
 }
