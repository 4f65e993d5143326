a  = double(    1 )
