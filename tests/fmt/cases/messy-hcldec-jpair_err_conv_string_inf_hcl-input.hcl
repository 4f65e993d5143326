 a =  "Inf"
