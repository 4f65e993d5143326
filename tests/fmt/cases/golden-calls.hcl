x = f(1, g(), xs...)
y = a::b::c()
