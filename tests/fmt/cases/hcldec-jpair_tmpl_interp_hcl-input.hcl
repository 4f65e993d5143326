a = "hello, ${name}!"
