a = double(21)
