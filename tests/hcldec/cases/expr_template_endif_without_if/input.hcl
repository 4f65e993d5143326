v = "%{ endif }"
