s = "%{for v in l}[${v}]%{endfor}%{if a}x%{else}y%{endif}"
