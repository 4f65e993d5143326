    s = "shout"
