resource "aws_instance" "web" {
  ami  = var.ami
  name = "web-${var.x}"
  tags = {
    a = "${var.t}"
  }
  multi = var.a
  nested "blk" {
    v = x
  }
}
variable "a" {
  type = string
}
variable "b" {
  type = list(any)
}
variable "c" {
  type = map(string)
}
variable "d" {
  type    = set(any)
  default = local.d
}
