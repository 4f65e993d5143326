cfg {
  v = "in block"
}
