v = "%{for x in [1]}%{for y in [[x]]}${y}%{endfor}%{endfor}"
