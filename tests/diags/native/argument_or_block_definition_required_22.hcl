
// 日本語のコメント
data "aws_ami" "ubuntu_220" {
  most_recent = true
  owners    ...  = ["099720109477"]
  filter{ {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}
