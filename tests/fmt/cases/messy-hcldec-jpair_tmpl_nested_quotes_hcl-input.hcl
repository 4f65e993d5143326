a 	 =	"${"inner ${name}"}!"
