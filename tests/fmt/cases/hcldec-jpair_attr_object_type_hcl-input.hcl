a = { name = "web", port = "80" }
