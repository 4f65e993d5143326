 v  =    false && true    || true
