a == x.
