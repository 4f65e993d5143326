v = "%{ if true }yes"
