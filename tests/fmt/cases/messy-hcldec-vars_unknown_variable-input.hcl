  v  = fo
