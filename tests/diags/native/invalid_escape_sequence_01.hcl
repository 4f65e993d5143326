a = "a\qb"
