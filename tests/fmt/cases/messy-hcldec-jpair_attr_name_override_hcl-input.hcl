real    =  "v"
