
/* TODO: tighten this before go-live */
output "description_187" {
  value       = {for k, v in var.tags  lower(k) => "${v}-${var.env}"}
  description = "サーバー設定 (日本語)"
  sensitive   = true
}
