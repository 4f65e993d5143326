a = aa
