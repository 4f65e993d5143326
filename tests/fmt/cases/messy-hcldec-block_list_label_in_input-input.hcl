  item	"a" 	 {
}
