x 	 {	
  v    =  1
	} 	 
x  {
  v 	 =	"two"
  }
x    {
  v  = true	
    }
