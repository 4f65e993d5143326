 v =  join_first()
