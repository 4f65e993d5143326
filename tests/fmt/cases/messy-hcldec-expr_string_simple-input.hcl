  v	=  "hello"
