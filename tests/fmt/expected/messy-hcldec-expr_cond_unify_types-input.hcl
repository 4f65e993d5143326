v = true ? 1 : "one"
