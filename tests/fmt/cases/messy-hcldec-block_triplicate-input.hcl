    logging  {  }
  logging    { }
    logging { 	 }  
