who  = "file"
nums = [5]
