a = "x ${~ a ~} y"
