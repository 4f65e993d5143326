  resource "x" {
 }
