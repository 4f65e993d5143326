a =true ? 1
