b =	"two"
    blk {
  v 	 = 2
	}
