b {
  n = inc(1)
}
b {
  n = inc(inc(1))
}
