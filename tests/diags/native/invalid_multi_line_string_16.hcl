
data "aws_ami" "ubuntu_6" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    vaon-type"
    lues = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
  filter {
    name   = "virtualization-type"
    values = ["hvm"]
  }
}
