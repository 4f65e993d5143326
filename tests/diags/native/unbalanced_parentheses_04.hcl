
// do not lower below 2
output "names_29" {
  value       = ((false) >in= element(aws_instance.web_17[2].private_ip, count.index)) ? true : null
  description = 