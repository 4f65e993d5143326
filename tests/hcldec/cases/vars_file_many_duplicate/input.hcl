a = alpha
