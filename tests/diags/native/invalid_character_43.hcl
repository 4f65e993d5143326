a =endfor{ iff \x }"
