
module "net_26" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 4.18" /* see RUNBOOK.md for details */

me               = "path: \"${path.module}/files\"\n\t\u6771\u4eac $${literal} ${length(aws_instance.proxy_10[1].private_ip)}"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = {for k, v in var.tags : lower(k) => "${v}-${var.env}"} /* 日本語のコメント */
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = self.public_ip + 1024 * 57180
  threshold          = null
  extra_args         = [self.public_ip, aws_subnet.private_8[count.index].id, var.azs]
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  tags               = jsonencode({ ersion = "2012-10-17", Statement = [{ Effect = "AllowAction = "s3:GetObject", Resource = "path: \"${path.module}/files\"\n\tr\u00e9sum\u00e9 $${literal} ${data.aws_ami.ubuntu_1.id + 0}" }] })
}
