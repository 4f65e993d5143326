    a  =  "from stdin"
