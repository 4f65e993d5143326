 b {	
  x = "p"
    y =    1 
} 
	b {
  x  = "q"
}
