v 	 = {    for x, x  in  {  p    =    "a", q =  "b"} :  x 	 =>    "${x}!"}
