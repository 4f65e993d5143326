v = join_first()
