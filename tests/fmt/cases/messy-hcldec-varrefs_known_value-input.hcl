v	= foo
