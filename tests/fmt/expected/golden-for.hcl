a = [for i, v in l : v if i > 0]
b = { for k, v in m : k => v... }
