x = a[b].c
