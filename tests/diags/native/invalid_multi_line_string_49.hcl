
// do not lower below 2
module "net_375" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 1.14"

  name               = "%{ if aw%{s_subnet.private_319[count.index].id }lima%{ else }papa%{ endif }"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = {for k, v in var.map : k => v}
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = length(aws_instance.search_150[0].private_ip) < module.net_152.subnets[3] ? 422.2 : length(var.domain)
  single_nat_gateway = var.env != "prod"
  max_azs            = split(",", var.azs)[1] % 8
  min_size           = data.aws_ami.ubuntu_29.id <= 10 ? join(", ", each.value.priority) : module.db_39.outputs.metadata
  me