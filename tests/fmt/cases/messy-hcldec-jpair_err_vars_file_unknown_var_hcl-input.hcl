a =	"${missing}"
