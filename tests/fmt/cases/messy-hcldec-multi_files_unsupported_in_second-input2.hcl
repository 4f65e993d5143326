zzz	= 2
