a = "xs: ${xs}"
