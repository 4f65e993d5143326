v = <<EOT
never ends

