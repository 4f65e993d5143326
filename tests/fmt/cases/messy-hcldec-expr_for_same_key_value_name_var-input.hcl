  v    = [for x, x in l	: "${x}-${x}"]
