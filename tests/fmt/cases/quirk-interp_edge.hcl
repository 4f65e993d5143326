a = "${x}${y}"
b = "pre${ {a=1} }post"
c = "${~ x ~}"
