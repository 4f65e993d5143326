a = "<a href=\"x\">&</a>"
