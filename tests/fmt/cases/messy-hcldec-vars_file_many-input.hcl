  a	= [ alpha , lima	,	hotel]
