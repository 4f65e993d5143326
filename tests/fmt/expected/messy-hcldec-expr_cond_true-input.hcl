v = true ? "yes" : "no"
