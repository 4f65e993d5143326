v = "%{for x in [nope, "b"]}${x}%{endfor}"
