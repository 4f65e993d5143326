 v 	 = "%{	if null 	 }x%{ endif }"
