a = null
b = null
