names = ["ab", "c"]
