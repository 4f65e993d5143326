
locals {
  az_map_25        = "https://stream.${var.domain}:${local.tags}/v1/charlie"
  ports_37         = (!module.net_3.subnets[0] || length(var.settings.golf.desired) == "sandbox") * 2 + 1
  common_tags_20   = {
    timeout         = self.public_ip
    (var.key_india) = var.n > 0 ? var.n : 1
    enabled         = 13277
  }
  enabled_users_29 = var.n > 0 ? var.n : 1
  labels_25        = aws_instance.web_13[*].tags