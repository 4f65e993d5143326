private    =    true
