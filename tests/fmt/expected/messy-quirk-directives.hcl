x = "%{if a}yes%{else}no%{endif}"
y = "%{for i in xs}${i},%{endfor}"
