
/* owner: platform-team@example.com */
setting_17 = [
  "10.212.54.0/24",
  "literal $${not_interpolated} here",
  "web-prod-36",
  "r\u00e9sum\u00e9",
]

# valeur par défaut — café
data "aws_ami" "ubuntu_18" {
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
  filter {
    name