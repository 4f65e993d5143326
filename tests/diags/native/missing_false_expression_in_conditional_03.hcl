
output "rules_57" {
  value       = var.n > 0 ? var.n 1
  description = "Backups run nightly at 02:00 UTC"
  sensitive   = false
}
