  v    =  "a"
