a = null
b = [null]
