 	 cfg {
  v  =	"in block"
	}
