    one {    a    = 1 }
empty {}
