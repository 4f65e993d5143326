logging    {
  level    =    ["x"]
  }
