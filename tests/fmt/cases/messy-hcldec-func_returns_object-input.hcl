v	= pair("a", 1)
