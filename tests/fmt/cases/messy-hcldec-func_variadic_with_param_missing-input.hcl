v = join_first()	
