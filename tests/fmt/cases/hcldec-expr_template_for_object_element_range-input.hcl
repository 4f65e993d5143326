v = "%{ for x in [{a = 1}] }${x}%{ endfor }"
