v = "<a href=\"x\">&amp;</a>"
