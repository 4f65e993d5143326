a = "%{ for o in objs }${o.n * 10},%{ endfor }"
