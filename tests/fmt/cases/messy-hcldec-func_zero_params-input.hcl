v =	answer(	) 
