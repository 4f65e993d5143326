a = x /* unterminated
