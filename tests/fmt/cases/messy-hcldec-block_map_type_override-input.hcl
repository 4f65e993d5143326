service "web" {
    port	= "80"
	}    
