v	=    ["a", null] 
