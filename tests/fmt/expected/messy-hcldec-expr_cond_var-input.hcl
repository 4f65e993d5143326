v = x > 5 ? "big" : "small"
