a = "hi ${who} #${num}"
