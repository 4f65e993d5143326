tag  {  
  v =	"a"
}
    tag {	
} 	 
