v = "%{ if x }${true}%{ else }${1}%{ endif }"
