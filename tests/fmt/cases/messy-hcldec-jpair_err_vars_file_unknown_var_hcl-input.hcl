	a =    "${missing}"
