v = late(2)
