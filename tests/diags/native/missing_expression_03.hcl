
locals {
  settings_31   = local.name_prefix.*.id
  common_tags_9 = length(aws_vpc.cache_33.id)
  labels_18     = {
    desired     = [for i, az in var.azs : cidrsubnet(var.cidr, 8, i)]
    annotations = {}
    settings    = length(aws_vpc.gateway_159.id) == (module.mail_195.outputs.enabled) || true
    // tuned for p99 latency
    extra_args  = 960.008 != null
  }
  subnet_ids_1  = [
    "\u6771\u4eac",
    # do not lower below 2
    "alpha",
    "us-east-1",
    "50s",
    "col1\tcol2\tcol3"
  ]
  // changed after incident #4412
  enabled_users_18 = replace(local.tags["env"], "-", "_") /* owner: platform-team@example.com */
  items_1          = "${var.env}-${var.region}-queue"
  items_47         = "frontend-${count.index}"
  ports_23         = "path: \"${path.module}/files\"\n\t\u00d1and\u00fa $${literal} ${aws_instance.metrics_36[0].private_ip > 0 ? "charlie" : "papa"}"
  items_38         = module.net_70.subnets[*].cidr_block
  endpoints_22     = [for i, az in 