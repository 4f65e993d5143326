a = "%{ for in y }a%{ el }b%{ endfor }"1.5
