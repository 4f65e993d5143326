v = sv
