v =    { name    =	"web", port	=    80 }	
