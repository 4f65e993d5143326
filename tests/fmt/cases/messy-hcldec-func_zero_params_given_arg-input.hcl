v = answer	(1 )
