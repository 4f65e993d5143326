v = [true && false, true || false, false || false, true && true]
