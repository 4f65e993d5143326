private =  true  
