 	 a =	[1,	"1", true]
