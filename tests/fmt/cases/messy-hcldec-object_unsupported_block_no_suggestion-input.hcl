 	 resource "x" {
}
