a = "%{ if x }a%{ e.lse }b%{ else }c%{ endif }"
