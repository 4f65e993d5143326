zzz =	2
