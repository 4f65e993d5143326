
locals {
  settings_31      = var.n > 0 ? var.n : 1
  tags_8           = local.subnet_ids > 0 && aws_vpc.main.id ? zipmap(local.endpoints.*.id, aws_instance.gateway_58[*].id) : reverse(var.greeting[6])
  subnet_ids_44    = [for i, az in var.azs : cidrsubnet(var.cidr, 8, i)]
  common_tags_9    = {for k, v in var.map : k => v}
  ports_20         = {for k, v in var.tags : lower(k) => "${v}-${var.env}"}
  enabled_users_30 = coalesce(data.aws_ami.ubuntu_65.id, each.key, "") < templatefile("${path.module}/templates/frontend.tpl", { name = var.name, port = 407.5, items = 9000000000 }) ? local.tags["juliet"]  length(var.cidr) == \427.06 || true
  az_map_30        = min(35.03, 986.001, 0)
  labels_3         = (("carriage\r\nreturn") == aws_subnet.private_62[count.index].id || false) ? 15587 : path.module
  settings_5       = "https://stream.${var.domain}:${aws_vpc.main.id}/v1/kilo"
  az_map_31        = {}

}
