v 	 = <<EOT
no newline at end?
EOT

