v = <<EOT
EOT
