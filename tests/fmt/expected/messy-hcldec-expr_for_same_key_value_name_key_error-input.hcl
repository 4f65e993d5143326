v = { for x, x in { p = ["a"] } : x => 1 }
