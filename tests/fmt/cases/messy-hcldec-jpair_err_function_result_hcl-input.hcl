a =  double    ("x")
