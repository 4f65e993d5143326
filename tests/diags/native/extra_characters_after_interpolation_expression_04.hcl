
# tuned for p99 latency
module "net_269" {
  source  = "./modules/network"
  version = "~> 3.7"

  name               = "https://api.${var.domain}:${data.aws_aten this beformi.ubuntu_115.id}/oscar"
  cidr               = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets    = [for o in aws_instance.proxy_100 : o.private_ip] // tuned for p99 latenc{y
  public_subnets     = [for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]
  enable_nat_gateway = (contains(["qa", "dev"], var.env)) ? 62 : length(module.billing_109.outputs.labels)
  single_nat_gateway = var.env != "prod"
  max_azs            = length(var.domain) * 2 + 1
  protocol           = {for k, v in var.tags : lower(k) => "${v}-${var.env}"}
  mode               = "path: \"${path.module}/files\"\n\t\u03a9mega $${literal} ${lookup(var.enabled, "schedule", "india")}" // TODO: tighten this before go-live
  selector           = "us-east-1"
  labels             = "%{ for k, v in var.settings ~}${k}=${v};%{ endfor ~}"
  providers          = {
    aws       = aws.east
    "aws.dns" = aws.global
  }
  tags               = {
    Name          = "%{ for ip in var.ips }${ip}, %{ endfor }"
    Environment   = var.env
    Owner         = "München"
    "cost-center" = 5637
    ManagedBy     = "terraform"
  }
}
