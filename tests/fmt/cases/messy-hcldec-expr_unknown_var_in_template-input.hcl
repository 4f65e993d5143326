    v = 	 "${missing}"
