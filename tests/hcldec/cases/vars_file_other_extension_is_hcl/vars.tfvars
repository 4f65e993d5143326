a = "parsed as native syntax"
