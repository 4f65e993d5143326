
module net_382" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 1.12"

  name               = "%{ for k, v in var.ports ~}${k}=${v};%{ endfor ~}"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = {for k, v in var.tags : lower(k) => "${v}-${var.env}"}
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = (98 + 51) * 1.5
  min_size           = false
  schedule           = (split(",", var.tags[4])[2] <= 10) ? var.image_tag % 7 : (35 - aws_instance.ingest_106[1].private_ip) / 4
  quota              = aws_instance.admin_346[*].id
  depends_on         = [aws_vpc.main, module.net_341]
  tags               = coalesce(var.ips, module.edge_339.outputs.enabled, "logs-qa-72")
}
