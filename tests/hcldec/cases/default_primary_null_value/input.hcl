private = null
