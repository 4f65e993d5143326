v = "tab\there\nnewline \"quoted\" back\\slash"
