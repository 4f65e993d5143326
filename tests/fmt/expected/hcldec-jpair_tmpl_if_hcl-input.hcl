a = "%{if flag}yes%{else}no%{endif}"
