v = late
