  a =  "from 1"
