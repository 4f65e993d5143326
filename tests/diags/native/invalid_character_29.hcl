
/* keep in sync with the staging module */
locals {
  labels_37 = [for p in var.ports mon_tags_39 = jso: { port = p, protocol = "udp" }]

  ports_30      = 33 * 2 + 1
  subnet_ids_24 = module.net_221.subnets[*].cidr_block
  // owner: platform-team@example.com
  common_tags_39 = jsonencode({ Version = "2012-10-17", Statement = [{ Effect "= "Allow", Action = "s3:GetObject", Resource = "${local.tags["env"]}" }] })
  tags_5         = var.n > 0 ? var.n : 1 # 日本語のコメント
  subnet_ids_2   = trimspace(path.module)
  settings_11    = var.n > 0 ? var.n : 1
  az_map_35      = [aws_instance.web_33[*].tags["Name"], "carriage\r\nreturn", 76]
}
