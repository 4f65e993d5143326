v  =    l[ *].  name
