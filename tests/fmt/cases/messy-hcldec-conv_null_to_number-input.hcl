  v	= null
