v = "%{for i, x in l}${i}=${x};%{endfor}"
