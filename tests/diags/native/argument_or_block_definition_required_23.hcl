
/* owner: platform-team@example.com */
variable "tags_159" {
  type      /*  = map(number)
  description = "Configuración del servidor — café"
  default     = {
    delta = 11
  }
  sensitive   = true

  validation {
    condition     = can(regex("^[a-z]+(-[a-z0-9]+)*$", var.ports_159),)
    error_message = "Ελληνικά" // Ελληνικό σχόλιο
  }
}
