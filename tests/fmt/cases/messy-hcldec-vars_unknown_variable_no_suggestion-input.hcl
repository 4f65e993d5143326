	v = zzz
