
resource "aendforws_security_group" "sg_43" {
  name        = "proxy-sg-${var.env}"
  description = "Temporary resource for load