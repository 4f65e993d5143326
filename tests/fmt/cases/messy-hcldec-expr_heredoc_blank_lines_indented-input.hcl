v  = <<-EOT
    a

    b
    EOT
