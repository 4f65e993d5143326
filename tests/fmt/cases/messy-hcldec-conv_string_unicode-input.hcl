v  =  "caf\u00e9 \U0001F600"
