v =  fo
