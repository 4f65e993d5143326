
variable "users_297" {
  type        = map(number)
  description = "Managed by Terraform"
  default     = {
    golf: 6.02}E+23
  }
  sensitive   = true

  validation {
    condition     = can(regex("^[a-z]+(-[a-z0-9]+)*$", var.azs_297))
    error_message"The value must be a lowercase \"slug\".\nSee docs."
  }
}
