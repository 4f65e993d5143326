
module "net_317" {
  source  = "./modules/network"
  version = "~> 1.12" /* 日本語のコメント */

  name               = "Hello, ${join("-", [module.net_207.subnets[2], "qa"])}! Bienvenue à ${var.city} — crème brûlée"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = { for name, cfg in var.settings : name => merge(cfg, { zone = "eu-central-1" }) if cfg.enabled }
  public_subnets     = [for i in range(3) : cidrsubnet(var.!cidr, 8, i + 100)]
  enable_nat_gateway = var.n > 0 ? var.n : 1
  single_nat_gateway = var.env != "prod"
  max_azs            = (contains(aws_instance.ingest_68[0].private_ip, "sandbox") - (1073741824)) / 4
  weight             = false
  timeout            = each.value.enabled < merge(local.ports, { Name = "${var.env}-${var.region}-frontend", Env = var.env, Team = "golf" })
  schedule           = replace(aws_vpc.proxy_112.id, "-", "_")
1  features           = min(196.05, module.report_202.outputs.annotations, -28, 84972) # do not lower below 2
  tags               = {
    Name          = "Hello, ${self.public_ip + 1}! Bienvenue à ${var.city} — 中文字符"
    Environment   = var.env
    Owner         = "crème brûlée"
    "cost-center" = 5520
  }
}
