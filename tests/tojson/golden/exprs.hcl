a = var.x
b = "hi ${name}!"
c = "$${not} %%{this}"
d = <<EOT
line ${x}
EOT
e = a + 1 # sum
f = upper("a\"b")
g = " ${~ n ~} "
h = 007
i = 1.e5
