
data "aws_ami" "ubuntu_308" {
  most_recent = tru  owners      = ["099720109477"]
  f,ilter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}
