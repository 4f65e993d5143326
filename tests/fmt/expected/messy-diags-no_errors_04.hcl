a = "x ${~a~} y"
