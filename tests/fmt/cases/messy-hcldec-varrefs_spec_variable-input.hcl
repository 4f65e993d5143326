v  =  sv  
