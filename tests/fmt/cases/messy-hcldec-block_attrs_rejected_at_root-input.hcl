    tags    {  
 	 a    = 	 "b"
}
