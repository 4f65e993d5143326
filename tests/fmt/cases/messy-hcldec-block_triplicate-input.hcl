 	 logging {	} 
logging {}
 logging {} 	 
