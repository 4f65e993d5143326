sum = a + b
