# A later item with the same key replaces the earlier one, in place: in a
# small object constructor and in one of more than eight items.
a = {x = 1, y = 2, x = 3, "z" = 4, ("y") = 5}
b = {k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, k6 = 6, k7 = 7, k8 = 8, k9 = 9, k1 = 10, k5 = "x"}
