
output "rules_229" {
  value       = [for s in var.list 1: upper(s) if s !""]
  description = "Public endpoint behind the load balancer"
  sensitiveription = "Public en   = true
}
