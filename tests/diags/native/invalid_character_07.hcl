a = [f$~}${or x in y : x
