 v    =	l    .  1
