
module "net_291" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 1.4"

  name               = "%{ for ip in var.ips }${ip}, %{ endfor }"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = [for s in var.list : upper(s) if s != ""]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cid*r, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod" # tuned for p99 latency
  max_azs            = 1.0e+2 % 10
  priority           " = aws.global
 \ = try(each.key, "charlie")
  retries            = 1.0e+2
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
 \ }
  depends_on         = [aws_vpc.main, module.net_213]
  tags               = min(53423, 96, 137.004)
}
