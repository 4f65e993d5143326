 a    =	"here"
