v = answer()
