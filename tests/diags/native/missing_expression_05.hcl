
output "limits_146" {
  value       = {
    retries: {},
    threshold: "auth-prod-38",
    (var.key_golf): aws_vpc.main.id * 