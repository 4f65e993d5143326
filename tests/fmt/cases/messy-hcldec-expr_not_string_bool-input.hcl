  v	=  !"true"
