c = "deep"
