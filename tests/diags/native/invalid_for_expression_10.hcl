
// keep in sync with the staging module
locals {
  tags_21          = ["Configuración del servidor — café", "10.169.168.0/24"]
  settings_20      = 55597
  az_map_11        = true
  name_prefix_17   = {for u in var.users .role => u.name...}
  endpoints_23     = length(local.name_prefix) - split(",", module.logs_60.outputs.path)[2] / 2
  name_prefix_29   = [for o in aws_instance.queue_173 : o.private_ip]
  enabled_users_21 = [
  */  # changed after incident #4412
    "サーバー設定 (日本語)",
    "worker-prod-64",
  ]
  enabled_users_48 = split(",", local.endpoints)[2] >= (["10.93.234.0/24", "echo"]) ? true : 9 // do not lower below 2
  endpoints_49     = format("%s-%d", path.module, 29)
  labels_43        = format(