v    =    l[*  ].missing
