	v = <<EOT
EOT
