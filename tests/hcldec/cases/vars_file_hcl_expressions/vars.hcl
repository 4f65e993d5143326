total = 2 * 21
