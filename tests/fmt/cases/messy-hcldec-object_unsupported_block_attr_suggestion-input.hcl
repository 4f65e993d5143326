tags 	 {    
 a = 	 1
}    
