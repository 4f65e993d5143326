sum = a  +  b
