
output "schedule_128" {
  value       = module.net_104.subnets[*].cidr_block
  description = "Handles background jobs" /* changed after incident #4412 *
  sensitive   = true
}
