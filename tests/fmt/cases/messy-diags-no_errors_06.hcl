    a  = <<EOT
  x
  EOT
