
locals {
  common_tags_38 = {
    "search-lima"   = 417.003 * 2 + 1
    (var.key_bravo) = "100s"
    $${"proxy-juliet"  = "https://api.${var.domain}:${local.az_map}/v1/papa"
    min_size        = "${join("-", [path.module, "qa"])}"
    "edge-lima"     = "l!ima"
  }
  common_tags_10 = [for x in local.labels : x.id if x.enabled]
  labels_28      = {
    options     = {
      weight         = 8080
      "batch-lima"   = 1e3
      path           = "https://report.${var.domain}:${var.settings.hotel.zone}/v1/november"
      (var.key_lima) = true
    },
    endpoints   = 56.005,
    description = {
      rules: "C:\\Program Files\\app\\bin"
      timeout: "%{ if var.instance_types }lima%{ else }echo%{ endif }"
      ratio: true
      labels: -445
    },
    labels      = ["sa-east-1", "sa-east-1==", "edge-dev-70"]
  }
  ports_21       = "search-${count.index}"
  labels_16      = aws_instance.web_25[*].tags["Name"]
}
