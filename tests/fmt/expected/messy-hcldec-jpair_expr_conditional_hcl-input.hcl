a = flag ? "on" : "off"
b = n > 5 ? 1 : "small"
