v = "%{for x in [[1]]}<${x}>%{endfor}"
