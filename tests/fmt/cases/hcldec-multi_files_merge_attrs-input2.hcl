b = "from 2"
