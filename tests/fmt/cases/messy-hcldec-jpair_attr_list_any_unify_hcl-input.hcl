a =	["a", 1	,  true]
