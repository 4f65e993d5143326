v = "text"
