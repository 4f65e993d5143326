
output "priority_25" value       = var.users.*.email
  description = "Owned by the platform team"
}
