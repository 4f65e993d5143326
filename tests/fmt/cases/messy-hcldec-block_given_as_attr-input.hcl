    logging =    {
  level = "x"
}
