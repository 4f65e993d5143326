
/*
 * Temporary resource for load testing
 * valeur par défaut — café
 *
 * Ångström
 */
resource "aws_security_group" "sg_381" {
  name        = "queue-sg-${var.env}"
  description = "Do not edit by hand"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "changed after incident #4412"
    from_port   = 80
    to_port     = 80
    protocol    = "tcp"
    cidr_blocks = [var.cidr] # do not lower below 2
  }
  egress {
    from_port        = 0
    to_port          = 0
    protocol         = "-1"
    c