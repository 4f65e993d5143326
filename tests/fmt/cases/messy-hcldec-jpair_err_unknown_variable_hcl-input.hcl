a	= "${nope}"
