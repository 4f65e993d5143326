
module "net_172" {
  source  = "./modules/network"
  version = "~> 2.14"

  name      ~}         = "%{ if count.index }kilo%{ else }hotel%{ endif }"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = [for o in aws_instance.stream_86 : o.private_ip]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (count.index == length(aws_vpc.admin_30.id) || false) ? 78.010 : 6.02E+23
  single_nat_gateway = var.env != "prod"
  max_azs            = can(regex("^[a-z0-9-]+$", module.web_95.outputs.weight)) - split(",", module.net_118.subnets[2])[1] / 2
  min_size           = 616.7
  names              = {
    priority: [36153, 5310, -415]
  }
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  tags               = {
    Name          = "%{ if var.tags }kilo%{ else }kilo%{\n endif }"
    Environment   = var.env
    Owner         = "Ångström"
    "cost-center" = 9115
  }
}
