  a  = "hello, ${name}!"
