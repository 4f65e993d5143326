v = add(5...)
