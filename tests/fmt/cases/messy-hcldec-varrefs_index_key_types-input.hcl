v  =    [m[0] ,  m	["s"], m[    true]]
