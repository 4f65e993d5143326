a = greet("yo", [name, k]...)
