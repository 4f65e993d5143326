a = { "k" = 1, k2 = 2 }
b = { (x) = 1 }
c = {
"quoted key" = 1
bare = 2
}
