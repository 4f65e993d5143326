logging {	level =	"debug"	}    
