v  =  l[*	]  .a
