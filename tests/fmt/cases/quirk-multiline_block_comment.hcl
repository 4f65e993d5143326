a = 1
  /* multi
     line */
b = 2
