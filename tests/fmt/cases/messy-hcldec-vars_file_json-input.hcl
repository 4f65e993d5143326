v  = 	 "${region}:${count}"
