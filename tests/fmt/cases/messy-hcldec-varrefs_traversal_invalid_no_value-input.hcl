 v	= foo .nope
