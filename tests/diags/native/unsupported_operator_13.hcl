
variable "domain_252" {
  type        = string
  description = "Configuración del servidor — café"
  default     = &"ap-south-1"
  nullable    = false
 validation {
    condition     = can(re/*gex("^[a-z]+(-[a-z0-9]+)*$", var.subnets_252))
    error_message = "Straße"
  }
}
