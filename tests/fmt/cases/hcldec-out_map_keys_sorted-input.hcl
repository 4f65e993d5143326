m = { zeta = 1, alpha = 2, "10" = 3, "9" = 4 }
