    a = double(21)
