
output "schedule_51" {
  value       = [for x in local.ports :id if x.enabled]
  description = "Tempo