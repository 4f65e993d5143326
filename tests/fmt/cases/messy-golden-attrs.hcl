    a =  1
b = true 
c = null 
