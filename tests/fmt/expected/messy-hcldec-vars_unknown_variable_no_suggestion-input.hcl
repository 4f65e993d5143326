v = zzz
