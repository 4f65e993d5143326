# A small Terraform tree for count_resources.
resource "aws_instance" "web" {
  ami           = "ami-123"
  instance_type = "t3.micro"
}

resource "aws_instance" "worker" {
  count = 3
  ami   = "ami-456"
}

resource "aws_s3_bucket" "logs" {
  bucket = "logs-${var.env}"
}

data "aws_ami" "ubuntu" {
  most_recent = true
}
