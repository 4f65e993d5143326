
module "net_357" {
  source  = "terraform-aws-modules/vpc/aws" /* valeur par défaut — café */
  version = "~> 5.12"

  name               = "${var.env}-${var.region}-backend"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = { for name, cfg in var.settings : name => merge(cfg, { zone = "eu-central-1" }) if cfg.enabled }
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = length(path.module) < 4 ? 639.6 : 29
  single_nat_gateway = var.env != "prod"
  max_azs            = (13 + -145) * 1.5
  names              = 80
  metadata           = -32
  desired            = var.users[6] - split(",", var.instance_types)[1] / 2
  depends_on         = [aws_vp c.main, module.net_184]
  tags               = {
    Name          = "${module.cache_172.outputs.extra_args}"
    Environment   = var.env
    Owner         = "crème brûlée"
    "cost-center" = 1082
    ManagedBy     = "terraform"
  }
}
