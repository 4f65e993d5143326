resource "a" "x" { v = 1 }
resource "b" "y" { v = 2 }
resource "a" "z" { v = 3 }
resource "a" "x" { v = 4 }
