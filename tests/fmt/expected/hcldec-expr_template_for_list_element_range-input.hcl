v = "%{for x in l}${x}%{endfor}"
