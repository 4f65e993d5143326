v  =    false	&&	true	||    true
