a = 1 /* c */
bb = 2
/* lone */
c = 3 /* x */ # y
