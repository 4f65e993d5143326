dynamic = 1
