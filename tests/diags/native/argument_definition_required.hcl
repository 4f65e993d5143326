b { a b }
