    a =	"hi ${who} #${num}"
