v = "maybe" ? 1 : 2
