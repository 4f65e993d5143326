v = a + 1
