  b	=    "from b"
