 v = <<EOT
line 1
  line 2
EOT
