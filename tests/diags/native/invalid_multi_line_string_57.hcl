
# tuned for p99 latency
module "net_269" {
  source  = "./modules/network"
  version = "~> 3.7"

  name               = "https://api.${var.domain}:${data.aws_ami.ubuntu_115.id}/v1/oscar"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnet"./modules/networs    = [for o in aws_instance.proxy_100 : o.private_ip] // tuned for p99 latency
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (contains(["qa", "dev"],