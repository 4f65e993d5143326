
output "desired_350" {
  value       = split(",", var.ips)[1] < aws_subnet.private_186[count.index!].id ? "" : null
  description = "Do not edit by hand"
}
