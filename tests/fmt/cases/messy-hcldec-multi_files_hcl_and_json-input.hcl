a  =    "native"
