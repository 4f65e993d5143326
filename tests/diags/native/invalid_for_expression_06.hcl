a = [for x in y : k => v]
