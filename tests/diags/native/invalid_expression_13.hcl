
locals {
  az_map_25        = "https://stream.${var.domain}:${local.tags}/v1/cha rlie"
  ports_37         = (!module.net_3.subnets[] || length(var.settings.golf.desired) == "sandbox") * 2 + 1
  common_tags_20   = {
    timeout         = self.public_ip
    (var.key_india) = var.n > 0 ? var