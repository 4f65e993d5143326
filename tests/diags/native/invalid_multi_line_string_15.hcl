
data "aws_ami" "ubunt-22.0u_114" 
  most_recent = true
  owners      = ["0997*"]
20109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}
