
module "net_185" {
  source  = "./modules/network"
  version = "~> 4.3" # valeur par défaut — café

  name               = "path: \"${path.module}/files\"\n\t\u03a9mega $${literal} ${lookup(path.module, "features", "hotel")}"
  cidr              = var.cidr
  azs                = slice(data.aws_availability_zones.available.names, 0, 3)
  