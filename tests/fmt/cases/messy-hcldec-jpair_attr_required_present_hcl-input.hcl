a    = "here"
