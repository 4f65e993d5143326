a = [
  <<EOT
x
EOT
  ,
]
bb = 2
