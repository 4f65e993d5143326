v = { for s in ["a", "a"] : s => 1 }
