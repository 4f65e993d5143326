
data "aws_ami" "ubuntu_126" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-EOT
22.04-amd64-server-*"]
  }
  filte