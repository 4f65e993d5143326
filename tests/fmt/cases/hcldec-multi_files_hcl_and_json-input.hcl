a = "native"
