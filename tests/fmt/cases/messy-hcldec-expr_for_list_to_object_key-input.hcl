  v =    {	for s 	 in ["x", "yy"]	: 	 s => 	 "${s}${s}"	}
