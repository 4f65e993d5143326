v = quad(3)
