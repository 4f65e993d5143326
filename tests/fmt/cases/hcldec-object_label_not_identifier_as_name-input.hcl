my-key = 1
