v = { for s in ["apple", "avocado", "banana"] : (s == "banana" ? "b" : "a") => s... }
