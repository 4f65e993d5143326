a = {
  for k, v in m : k => v
  if v != null
}
b = [for x in xs : x if x]
c = { for k, v in m : k => v... }
