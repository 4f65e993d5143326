a-b    = 	 1
    c  =    a  -    1
