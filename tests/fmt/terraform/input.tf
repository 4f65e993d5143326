resource aws_instance web {
  ami = "${var.ami}"
  name = "web-${var.x}"
  tags = {
    a = "${var.t}"
  }
  multi = "${
    var.a
  }"
  nested blk {
    v = "${x}"
  }
}
variable "a" {
  type = "string"
}
variable b {
  type = list
}
variable "c" {
  type = "map"
}
variable "d" {
  type = set
  default = "${local.d}"
}
