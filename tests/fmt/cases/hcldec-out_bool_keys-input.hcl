v = { true = 1, false = 2, null = 3 }
