v = /* block */ 1 + # hash
  2 // slash
