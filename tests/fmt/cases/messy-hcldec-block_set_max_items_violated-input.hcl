tag	{
  v = "a"
} 
 	 tag    {
  v =	"a"
    }
