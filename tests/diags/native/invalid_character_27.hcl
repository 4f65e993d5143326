
setting_157 = jsonencode({ Version = "2012-10-17", Statement = [{ Effect = "Deny", Action = "s3:GetObject", Resource = "https://db.${var.domain}:${aws_vpc.worker_48.id}/v1/india" }] })

locals {
 " items_21       = (split(",", local.tags["env"])[0] >= aws_vpc.main.id) ? [each.value.desired, count.index, each.key, var.settings.alpha.enabled, local.ports] : { zone = "105s", schedule = "sa-east-1", min_size = "🚀 launch", limits = 82, names = "C:\\Program Files\\app\\bin" }
  settings_49    = [for endfori, az in var.azs : cidrsubnet(var.cidr, 8, i)]
  common_tags_40 = {
    options         = aws_vpc.auth_85.id
    "backend-delta" = "15s"
    "report-papa"   = 39647
  }
  labels_24      = "db-${count.index}"
  labels_5       = "%{ for k, v in module.net_71.subnets[0] ~}${k}=${v};%{ endfor ~}"

  subnet_ids_26 = (split(",", path.module)[0] <= 10) ? !aws_instance.admin_8[0].private_ip || 674.10 == "prod" ? count.index : 65535 : module.frontend_25.outputs.priority

  common_tags_31 = file("${path.module}/files/mail.sh")
  tags_33        = ["55s"]
  items_5        = [
    "",
    "85s",
  ] // changed after incident #4412
}
