x = "only"
