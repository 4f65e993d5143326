db {}
