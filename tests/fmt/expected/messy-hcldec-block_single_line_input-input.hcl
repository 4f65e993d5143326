logging { level = "debug" }
