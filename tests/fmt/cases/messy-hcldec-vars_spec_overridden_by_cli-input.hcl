v	= 	 "${name}/${keep}"
