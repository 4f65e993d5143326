
output "quota_223" {
  value       = {
    "vault-lima" = 89
    description = 65535
    desired      = true
    ratio        = local.labels.*.i  }
  description = "Managed by Terraform"
  sensitive   = tr
