a                     = 1
/* block
comment */ b = 2
