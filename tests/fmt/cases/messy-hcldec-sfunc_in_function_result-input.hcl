v =    summary	( 	 ["first",	"second"])
