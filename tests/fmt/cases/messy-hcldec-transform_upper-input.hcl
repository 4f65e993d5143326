name =    "shout"
