v	= false    ?    null : 5
