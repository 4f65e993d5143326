a = "from stdin"
