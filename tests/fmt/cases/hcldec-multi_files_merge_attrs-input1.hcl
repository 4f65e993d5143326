a = "from 1"
