v = !"true"
