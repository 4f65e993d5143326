v =	"true"  && true 
