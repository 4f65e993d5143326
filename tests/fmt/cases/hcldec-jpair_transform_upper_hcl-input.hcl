s = "shout"
