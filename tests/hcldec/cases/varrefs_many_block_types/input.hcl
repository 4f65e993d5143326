q {
  x = v0
}
p {
  x = v1
}
q {
  x = v2
}
p {
  x = v3
}
q {
  x = v4
}
p {
  x = v5
}
q {
  x = v6
}
p {
  x = v7
}
q {
  x = v8
}
p {
  x = v9
}
q {
  x = v10
}
p {
  x = v11
}
