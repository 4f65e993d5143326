v = { extra = 1 }
