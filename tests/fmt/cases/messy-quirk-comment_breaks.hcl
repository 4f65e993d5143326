a    =	"x" # c1
    # own line
bb 	 = "y"    # c2
