v = "%{if true}${[1]}%{endif}"
