v = /* block */ 1 + /* inline */ 2 # trailing hash
