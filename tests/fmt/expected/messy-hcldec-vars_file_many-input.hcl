a = [alpha, lima, hotel]
