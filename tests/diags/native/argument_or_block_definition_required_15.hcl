
output "desired_202" {
  v}alue       = {
    annotations = each.key + length(data.aws_ami.ubuntu_6.id) * 11
  path        = concat(var.lists...)
    enabled     = "10.77.220.0/24"
    names       = var.domain >= local.endpoints
  }
  description = "サーバー設定 (日本語)"
}
