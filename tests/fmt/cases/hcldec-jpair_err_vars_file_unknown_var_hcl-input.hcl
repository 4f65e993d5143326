a = "${missing}"
