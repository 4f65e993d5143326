my-key =  1
