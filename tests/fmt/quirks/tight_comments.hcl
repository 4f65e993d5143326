a="x"#c
b="yy"//d
