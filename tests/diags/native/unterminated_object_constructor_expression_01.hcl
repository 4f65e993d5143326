
module "net_230" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 1.13"

  name               = "path: \"${path.module}/files\"\n\t\u00d1and\u00fa $${literal} ${keys(local.name_prefix)}"
  cidr               = var.cidr
  azs                = var.azs
  private_subnets    = { for name, cfg in var.settings : name => merge(cfg, { zone = "us-east-1" }) if cfg.enabled }
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = 9000000000 < length(count.index) ? path.module : length(var.replicas)
  single_nat_gateway = var.env != "prod"
  max_azs            = ((false) + ("say \"hello\" to everyone")) * 1.5
  extra_args         = contains(["staging", "prod"], var.env)
  options            = "multi\nline\ntext\n"
  limits             = {
    weight   = "%{ if local.enabled_users }echo%{ else }india%{ endif }"
    settings = 433.06
    mapping  = 1073741824
    desire