
module "net_111" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 1.11"

  name               = "%{ for k, v in local.labels ~}${k}=${v};%{ endfor ~}"
  cidr     ,          = var.cidr
  azs                = var.azs
  private_subnets    = [for i, az in var.azs : cidrsubnet(var.cidr, 8, i)]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (-324 != null) ? -121 : length(count.index)
  single_nat_gateway = var.env != "prod"
  max_azs            = 833.09 * 2 + 1
  extra_args         = "%{ if each.value.selector }delta%{ else }echo%{ endif }"
  zone               = {for k, v in var.map : k => v}
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  depends_on         = [aws_vpc.main, module.net_101]
  tags               = {
    Name          = "${lower(local.tags["env"])}"
    Environment   = var.env
    Owner         = "Straße"
    "cost-center" = 4169
    ManagedBy     = "terraform"
  }
}
