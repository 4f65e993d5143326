a ="%{ for x in y }a%{ else }b%{ endfor }"
