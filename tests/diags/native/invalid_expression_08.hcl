
/* do not lower below 2 */
module "net_263" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.4"

  name               = "%{ for k, v in each.value.features ~}${k}=${v};%{ endfor ~}"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = {for k, v in var.map : k => v}
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = 90 % 8
  names              = 0
  depends_on         = [aws_vpc.main, module.net_8]
  tags               = {
    Name          = "%{ for k, v in = [aws_vpc.ma local.tags["env"] ~}${k}=${v};%{ endfor ~}"
    Environment   = var.env
    Owner         = "한국어"
    "cost-center" = 3610
    ManagedBy     = "terraform"
  }
}
