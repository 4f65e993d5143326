v = a
not_in_spec = b
