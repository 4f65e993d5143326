v 	 = l[*]  .name
