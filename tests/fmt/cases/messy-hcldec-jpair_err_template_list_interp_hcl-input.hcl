a 	 = "xs: ${xs}"
