a = x /* uin[*]ated
nterminated
