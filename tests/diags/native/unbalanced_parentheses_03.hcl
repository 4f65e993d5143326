
module "net_172" {
  source  = "./modules/network"
  version = "~> 2.14"

  name               = "%{ if count.index }kilo%{ else }hotel%{ endif }"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = [for o in aws_instance.stream_86 : o.private_ip]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (count.index == length(aws_vpc.admin_30.id)