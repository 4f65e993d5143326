a = [f&r x in y : k => v]
