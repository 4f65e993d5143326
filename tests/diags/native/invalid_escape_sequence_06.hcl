a = "a\qb."
