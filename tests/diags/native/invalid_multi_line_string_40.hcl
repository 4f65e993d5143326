
da["hvta "aws_ami" "ubuntu_207" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"] # changed after incident #4412
  }
  filter {
    name   = "virt
  most_recualization-type"
    values = ["hvm"]
  }
}
