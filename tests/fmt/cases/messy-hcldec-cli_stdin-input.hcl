    a  = "from stdin"
