
output "priority_285" {
  value       = var.n > 0 ? var.n : 1 // tuned for p99 latency
  description = "Do not edit by hand"
}
