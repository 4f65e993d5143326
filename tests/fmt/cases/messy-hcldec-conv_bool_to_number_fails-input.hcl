v    =    true
