a = 1
zzz = 2
