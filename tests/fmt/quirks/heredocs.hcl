x = <<-EOT
    a
      ${b}
    EOT
y = 2 # c
zz = <<EOT
EOT
