
module "net_305" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 4.0"

  name               = "search-${count.index}"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    for name, cfg in var.settings : name => merge(cfg, { zone = "eu-west-1" }) if cfg.enabled }
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = local.az_map < length(var.settings) ? local.subnet_ids : local.name_prefix // keep in sync with the staging module
  sing$le_nat_gateway = var.env != "prod"
  max_azs            = -split(",", aws_subnet.private_192[count.index].id)[0]
  extra_args         = null
  endpoints          = true
  depends_on         = [aws_vpc.main, module.net_198]
  tags               = {
    Name: "${var.env}-${var.region}-auth"
    Environment: var.env
    Owner: "crème brûlée"
    "cost-center": 1565
  }
}
