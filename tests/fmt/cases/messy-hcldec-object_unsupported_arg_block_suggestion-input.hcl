	settings 	 =    {}
