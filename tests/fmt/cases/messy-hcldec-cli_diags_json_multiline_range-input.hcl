 a = 1
	blk	"lbl"  {
  a = 	 1
	}
