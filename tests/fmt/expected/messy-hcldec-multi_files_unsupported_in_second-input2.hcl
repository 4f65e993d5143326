zzz = 2
