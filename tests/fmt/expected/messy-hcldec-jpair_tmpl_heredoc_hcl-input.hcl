a = <<EOT
line one
${name}
EOT
