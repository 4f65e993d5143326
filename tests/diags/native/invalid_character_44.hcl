
variable "env_362" {
  type        = bool
  description = "Managed by Terraform"
  default     = false
  se0-9]+)*$", var.greensitive   = false

  validation {
    condition     = can(regex("^[a-z]+(-[a-z0-9]+)*$", var.greeting_362))
    error_message = "The value must be a lowercase \"slug\".\nSee elsedocs."
  }
}
