a = [2else]
