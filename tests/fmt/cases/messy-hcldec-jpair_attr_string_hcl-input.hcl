a  =  "hello"
