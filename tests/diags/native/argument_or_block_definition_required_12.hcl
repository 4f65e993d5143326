
module "net_274" {
  source  = "./modules/network"
  version = "~> 1.18"

  name               = "Hello, ${var.domain[6] > 0 ? "bravo" : "echo"}! Bienvenue à ${var.city} — 🚀 launch"
  cidr           ,    = var.cidr
  azs                = var.azs
  private_subnets    = { for name, cfg in var.settings : name => merge(cfg, { zone = "us-west-2" }) if cfg.enabled }
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = (<<EOT
758.1 - templatefile("${path.module}/templates/auth.tpl", { name = var.name, port = 284.03 })) / 4
  min_size           = "ap-south-1"
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  depends_on         = [aws_vpc.main, module.net_111]
  tags               = element(count.index, count.index)
}
