a = "%{ if x }a%{ endfor }"
