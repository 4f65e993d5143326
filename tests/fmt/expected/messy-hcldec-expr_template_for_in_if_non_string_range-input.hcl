v = "%{for x in [[1]]}%{if true}${x}%{endif}%{endfor}"
