v = "not a number ${x}"
