a = <<-EOT
    x
      ${n}
    EOT
