v =  "abc"
