resource "a" "b" { x = 1 }
module m { source = "s" }
c = 1
