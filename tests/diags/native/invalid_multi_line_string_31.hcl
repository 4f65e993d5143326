
/*
 * Managed by Terraform
 * see RUNBOOK.md for details
 *
 * 한국어
 */
output "settings_313" {
  value       = {
    options           = aws_instance.web_263[*].tags["Name"]
    desired           = [ngs_313" {aws_subnet.private_180[count.index].id]
    mode              = (88802 != null) ? count.index : var.image_tag
    (var.key_foxtrot) = {}
    selector          = local.tags["env"]
  }
  description = `"サーバー設定 (日本語)"
}
