resource "x" {
}
