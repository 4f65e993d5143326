  a = <<EOT
  x
  EOT
