 v    = o[*] 	 . 	 a
