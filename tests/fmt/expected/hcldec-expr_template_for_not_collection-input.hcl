v = "%{for x in s}${x}%{endfor}"
