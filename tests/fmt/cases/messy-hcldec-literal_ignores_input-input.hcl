anything	=    1
