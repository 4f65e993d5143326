  greeting    =    "Hello, ${name}!"
