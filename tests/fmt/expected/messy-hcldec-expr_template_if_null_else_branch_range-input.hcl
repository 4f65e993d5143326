v = "%{if false}${[1]}%{else}${null}%{endif}"
