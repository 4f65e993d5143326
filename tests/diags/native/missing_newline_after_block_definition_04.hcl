
data "aws_ami" "ubuntu_224" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
  filter {
   } name   = "virtualization-type"
    values = ["hvm"}
}
