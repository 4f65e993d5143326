variable  "x" {
  type    = list    (object 	 ({    
    a    = 	 string
    b  = 	 number
  }) 	 ) 	 
  default 	 = 	 []
}
