v = smallest(5, 3.5, 9)
