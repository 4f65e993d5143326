 v	= [a,	b, c]  
