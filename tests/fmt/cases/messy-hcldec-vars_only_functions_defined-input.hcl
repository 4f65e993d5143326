    v =	someone
