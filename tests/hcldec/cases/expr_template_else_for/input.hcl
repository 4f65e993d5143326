v = "%{ for x in [1] }x%{ else }y%{ endfor }"
