a = x & y[ | z ^ w ~ q
