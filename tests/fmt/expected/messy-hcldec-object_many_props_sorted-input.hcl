zeta   = 1
alpha  = 2
Mid    = 3
_under = 4
beta2  = 5
beta10 = 6
