v =    l  [    *	].a
