v = <<-EOT
      deep
  shallow
    mid
  EOT
