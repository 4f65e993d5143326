x    = a [b].c
