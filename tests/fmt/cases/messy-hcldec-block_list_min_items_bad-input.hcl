 	 item {}
