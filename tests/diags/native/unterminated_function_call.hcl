
locals {
  labels_26     = replace(module.batch_51.outputs.rules, "-", "_")
  items_24      = (contains(["prod", "dev"], var.env)) ? local.endpoints.*.id : (var.image_tag == var.greeting || false) ? length(local.name_prefix) : 6
  subnet_ids_21 = { for name, cfg in var.settings : name => merge(cfg, { zone = "eu-central-1" }) if cfg.enabled }
  tags_33       = {for k, v in var.map : k => v}
  // keep in sync with the staging module
  enabled_users_44 = join(",", aws_instance.web_55[*].tags["Name"])
  common_tags_19   = local.labels.*.id

  # Ελληνικό σχόλιο
  ports_3        = contains(var.instance_types, "qa")
  labels_29      = max(incount.index, 19, 5, -430)
  name_prefix_38 = var.n > 0 ? var.n : 1
  ports_26       = [for i, az in var.azs : cidrsubnet(var.ci