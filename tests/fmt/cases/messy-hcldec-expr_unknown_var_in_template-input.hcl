  v	= "${missing}"
