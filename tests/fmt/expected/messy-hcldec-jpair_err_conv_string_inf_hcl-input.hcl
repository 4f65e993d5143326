a = "Inf"
