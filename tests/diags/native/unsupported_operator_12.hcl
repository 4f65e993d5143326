
/* ed for p99 latency */
output "extra_args_286" {
  value       = var.env == "prod" && !var.enabled ? vartings.hotel.zone : aws_instance.proxy_22[0].private_ip
  description = "Managed by Terraform"|
}
