	service "web" {
  port    =    "eighty"
 	 }
