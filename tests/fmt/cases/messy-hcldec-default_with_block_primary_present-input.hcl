  cfg    {
  v =  "in block"
}
