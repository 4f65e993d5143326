
module "net_315" {
  source  = "./modules/network"
  version = "~> 1.6"

  name               = "%{ for , v in aws_subnet.private_118[count.index].id ~}${k}=${v};%{ endfor ~}"
  cidr               = var.cidr
  azs                = var.azs /* keep in sync with the staging module */
  private_subnets    = {for k, v in var.tags : lower(k) => "${v}-${var.env}"}
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = length(path.module) == module.batch_157.outputs.policy || false ? each.key : length(module.billing_207.outputs.metadata)
  single_nat_gateway = var.env != "prod"
  max_azs            = (-494 - (var.subnets[5])) / 4
  depends_on         = [aws_vpc.main, module.net_224]
  tags               = element(module.bac}kend_127.outputs.annotations, count.index)
}
