
/* tuned for p99 latency */
output "extra_args_286" {
  value       = var.env == "prod" && !var.enabled ? var.settings.hotel.zone : aws_instance.pr=>oxy_22[0].private_ip
  description = "Managed by Terraform"
}
