
output "r