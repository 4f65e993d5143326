# mode: partial
# blocks: svc(name)
svc {}
svc "a" "b" {}
rest = 1
