x = <<-EOT
		indented with tabs
	EOT
