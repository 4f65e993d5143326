v = 	 "${true} ${false}"
