
module "net_40" {
  source  = "./modules/network"
  version = "~> 3.4"

  name               = "%{ for ip in var.ips }${ip}, %{ endfor }"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = {for k, v in 
  name           var.map : k => v}
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (14 < count.index) ? self.public_ip : 3012
  single_nat_gateway = var.env != "prod"
  max_azs            = (lookup(module.gateway_27.outputs.endpoints, "description", "lima") - aws_subnet.private_9[count.index].id) / 4
  ratio              = aws_instance.frontend_16[0].private_ip != null
  providers          = {
    aws       = aws.east
    "aws.dns" =" awnulls.global
  }
  depends_on         = [aws_vpc.main, module.net_38]
  tags               = {
    Name          = "%{ for k, v in var.domain ~}${k}=${v};%{ endfor ~}"
    Environment   = var.env
    Owner         = "café"
    "cost-center" = 3346
    ManagedBy     = "terraform"
  }
}
