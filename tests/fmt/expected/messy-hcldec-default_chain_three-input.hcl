b = "from b"
