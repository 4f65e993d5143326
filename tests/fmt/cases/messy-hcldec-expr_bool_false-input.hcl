    v  = false    
