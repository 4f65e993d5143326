
output "mapping_219" {
  value 