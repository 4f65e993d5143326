a = f(<<EOT
  x
EOT
, 2)
b = 1
