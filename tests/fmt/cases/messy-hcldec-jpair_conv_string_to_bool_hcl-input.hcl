 	 a    =  "false"
b =	"true"
