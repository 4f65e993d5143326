anything = 1
