v = "${missing}"
