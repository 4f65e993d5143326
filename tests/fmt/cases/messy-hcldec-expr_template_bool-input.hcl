v    =	"${true} ${false}"
