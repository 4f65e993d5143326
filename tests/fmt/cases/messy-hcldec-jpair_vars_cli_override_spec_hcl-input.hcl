a  =  "${name}/${k}"
