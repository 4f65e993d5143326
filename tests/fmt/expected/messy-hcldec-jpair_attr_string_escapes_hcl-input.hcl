a = "tab\there \"q\" back\\slash nl\n"
