    tags {
  a = "b"
 } 
