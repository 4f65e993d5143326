a = {$${for x in y{for x in y a = a = {$${for x in y: x}
