v	=    "abc"[	0  ]
