v = a  == null    
