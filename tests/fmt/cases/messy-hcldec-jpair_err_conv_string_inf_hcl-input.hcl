 a	= "Inf"
