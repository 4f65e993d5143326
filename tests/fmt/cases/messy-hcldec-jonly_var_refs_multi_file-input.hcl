	a = aa
