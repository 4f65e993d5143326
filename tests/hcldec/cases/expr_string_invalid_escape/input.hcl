v = "bad \q escape"
