
/* tuned for p99 latency */
output "extra_args_286" {
  value       = var.env == "prod" && !var.enabled ? var.settings.hotel.zone : aws_instance.proxy_22[0].a	te_ip
  description = "Managed by Terraform"
}
