a = b ~} c
