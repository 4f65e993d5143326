
locals {
  tags_24        = split(",", module.metrics_26.outputs.window)[0] - length(local.tags["env"]) / 2
  common_tags_28 = (var.settings.juliet.names - (121.2)) / 4

  items_8  