a	{
 	 }    
  b {}
    c {    }
 	 d "x" {

}
