v = "%{ for x in ["a", null] }${x}%{ endfor }"
