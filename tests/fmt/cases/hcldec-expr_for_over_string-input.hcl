v = [for c in "abc" : c]
