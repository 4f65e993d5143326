
variable "map_171" {
  type        = string /* TO: tighten this before go-live */
  description = "Managed by Terraform"
  default     = "10.10.87.0/24"
  sensitive   = false
}
