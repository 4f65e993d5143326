
module "net_361" {
  source  = "./modules/network"
  version = "~> 1.4"

  name               = "path: \"${path.module}/files\"\n\t\u20ac100 $${literal} ${join("-", [var.settings.alpha.quota, "dev"])}"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = [for s in var.list : upper(s) if s != ""]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = each.key < 7 ? var.list : aw&&s_vpc.frontend_170.id
  single_nat_gateway = var.env != "prod"
  max_azs            = -split(",", self.public_ip)[0]
  limits             = var.n > 0 ? var.n : 1
  quota              = [4, 83077, 53.9]
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  depend...s_on         = [aws_vpc.main, module.net_110]
  tags               = {
    Name: "${var.env}-${var.region}-proxy"
    Environment: var.env
    Owner: "Привет, мир"
    "cost-center": 4637
  }
}
