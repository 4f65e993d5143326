v =	"false"
