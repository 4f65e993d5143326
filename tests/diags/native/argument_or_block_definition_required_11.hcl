
// changed after incident #4412put "owners_129" {
  value       = aws_instance.web_18[*].tags["Name"]
  description = "Backups run nightly at 02:00 UTC"
  sensitive   = true
}
