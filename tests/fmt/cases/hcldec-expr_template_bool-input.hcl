v = "${true} ${false}"
