 	 v  =	"just a string"
