h = <<EOT
  hi ${n}
EOT
f = <<-EOT
    a
      b
    EOT
