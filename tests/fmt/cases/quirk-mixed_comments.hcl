x = 1 #c
yy = [1, 2] // c
zzz = {} /* c */
