a	=  "${nope}"
