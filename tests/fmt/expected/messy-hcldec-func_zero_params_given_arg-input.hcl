v = answer(1)
