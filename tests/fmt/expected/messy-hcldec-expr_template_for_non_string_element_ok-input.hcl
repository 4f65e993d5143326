v = "%{for x in [1, true, "s"]}${x},%{endfor}"
