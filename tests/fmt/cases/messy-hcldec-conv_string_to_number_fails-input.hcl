    v	=  "abc"
