v = "%{if x}yes%{else}no%{endif}"
