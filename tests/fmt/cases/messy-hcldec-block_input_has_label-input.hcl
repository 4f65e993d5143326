logging	"main" 	 {
	level = 	 "x"
 }
