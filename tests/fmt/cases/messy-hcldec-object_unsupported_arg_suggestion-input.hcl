  nmae    =	"x"
