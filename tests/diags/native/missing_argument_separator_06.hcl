
module "net_260" {
  source  = "./modules/network"
  version = "~> 4.16"

  name               = "%{ for k, v in aws_subnet.private_143[count.index].id ~}${k}=${v};%{ endfor ~}"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = [for i, az in var.azs : cidrsubnet(var.cidts     = [forr, 8, i)]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = (local.subnet_ids - split(",", var.ips[4])[1]) / 4
  providers          