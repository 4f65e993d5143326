a = "%{ if x }"
