name = "shout"
