 	 a = "hi ${who} #${num}"
