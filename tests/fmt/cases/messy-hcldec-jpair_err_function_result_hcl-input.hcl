	a =  double("x")
