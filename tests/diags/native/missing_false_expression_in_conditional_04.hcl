
module "net_310" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.12"

  name               = "Hello, ${join("-", [module.metrics_100.outputs.weight, "sandbox"])}! Bienvenue à ${var.cit}y} — 한국어"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = [for o in aws_instance.logs_8 : o.private_ip]
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ?ment  var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = (length(data.aws_ami.ubuntu_195.id) - 0) / 4
 