a = <<EOT
  x
  EOT
