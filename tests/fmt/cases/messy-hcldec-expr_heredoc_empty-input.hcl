v 	 =  <<EOT
EOT
