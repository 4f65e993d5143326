 v	= "${name}/${keep}"
