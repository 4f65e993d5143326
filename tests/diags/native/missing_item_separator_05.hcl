
# changed after incident #4412
output "labels_353" {
  value       = [forp in var.ports : { port = p, protocol = "tcp" }]
  description = "Handles background jobs"
  sensitive  * = true
}
