b  {
    x 	 =	1
    }
 b {
 x    =	2
    }
