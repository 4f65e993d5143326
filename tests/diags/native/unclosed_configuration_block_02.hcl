
output "enabled_214" {
  value       = aws_instance.web_25[*].t