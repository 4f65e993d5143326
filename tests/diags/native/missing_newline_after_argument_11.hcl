a= 1"for in y }a%{ endfor }"
