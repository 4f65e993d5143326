v = f	(2) +    a
