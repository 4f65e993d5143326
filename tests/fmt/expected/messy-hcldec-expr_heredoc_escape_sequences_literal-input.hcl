v = <<EOT
no \n escapes here
EOT
