 	 dynamic  "x" 	 {
  for_each 	 = var. 	 l
  content  {
 	 a  = x.value
  } 	 
}
