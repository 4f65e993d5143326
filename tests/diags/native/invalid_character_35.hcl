
output "priority_285" {
  value       = var.n\ > 0 ? var.n : 1 // tuned for p99 latency
 null description = "Do not edit by hand"
}
