	g    {
	item	"a" {
  v 	 =	1
  }
 	 } 
	g	{
    item "b" {
  v = 2
  } 
}
