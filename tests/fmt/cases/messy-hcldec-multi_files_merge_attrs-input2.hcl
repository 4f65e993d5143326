 b = "from 2"
