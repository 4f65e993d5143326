a = "line
next"
