  v =  items[*]	.id
