a	= 	 "héllo😀"  +    1
