v = { a = nothing(), b = 1 }
