 	 a =    "${name}/${k}"
