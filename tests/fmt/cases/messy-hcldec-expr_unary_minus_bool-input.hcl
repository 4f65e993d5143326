v    =    -true
