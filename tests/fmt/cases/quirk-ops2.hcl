a = true && !false || null == null
b = 1 <= 2 >= 3 < 4 > 5 != 6
c = 1 % 2 / 3 * 4
