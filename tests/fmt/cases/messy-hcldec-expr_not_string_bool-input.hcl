v	= !"true"
