	my-key =  1
