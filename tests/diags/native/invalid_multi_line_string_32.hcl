
data "aws_ami" "ubuntu_139" {
  most_recent = true
  owners      = 99720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}
