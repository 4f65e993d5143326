v =	l[  *]    .missing
