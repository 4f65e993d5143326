POLICY
  names  = fals1e
}
