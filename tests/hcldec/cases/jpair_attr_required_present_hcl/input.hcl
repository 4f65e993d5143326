a = "here"
