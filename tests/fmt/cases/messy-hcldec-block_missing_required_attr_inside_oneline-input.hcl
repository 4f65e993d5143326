	db { }
