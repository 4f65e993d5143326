v =    obj .missing
