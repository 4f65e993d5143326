logging    { 	 }
