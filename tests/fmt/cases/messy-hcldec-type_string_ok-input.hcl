  v =    "text"
