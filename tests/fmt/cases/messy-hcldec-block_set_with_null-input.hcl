 	 tag {
  v =	"a"
 	 }
  tag  {
}	
