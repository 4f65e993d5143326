v = "%{ if x }yes%{ endif }"
