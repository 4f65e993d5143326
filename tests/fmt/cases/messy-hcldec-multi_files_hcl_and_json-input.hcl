a =    "native"
