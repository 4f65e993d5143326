blk {  
}
blk {
  a =  {  x = null	} 
} 	 
