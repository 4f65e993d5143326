 v  =  answer  ()
