v	= obj.missing    
