v = items[ 	 *].id    
