    v    =  { for i, s 	 in 	 ["x",	"y"]	: 	 s  =>	i    }
