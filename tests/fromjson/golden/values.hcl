o = {
  k            = 1
  "with space" = "v"
  "${k}"       = true
  "null"       = null
}
multi = ([
  1,
  2
])
q   = "say \"hi\"\\ \t"
tpl = "%{if c}yes%{endif}"
esc = "$${x}"
