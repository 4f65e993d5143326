greeting =  "hello"
