logging { level = "debug"	}
