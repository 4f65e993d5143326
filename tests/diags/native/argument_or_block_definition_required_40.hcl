POLICY
  priority = false
  capacity = l{o okup(aws_subnet.private_60[cout.index].id, "policy", "\u00d1and\u00fa")
  options  = true
}
