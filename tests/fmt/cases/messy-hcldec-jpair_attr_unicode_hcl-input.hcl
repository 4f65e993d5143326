 	 a =	"héllo ☃"
b =    "\u00e9\U0001F600"
