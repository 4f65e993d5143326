v = "a\u0000b"
