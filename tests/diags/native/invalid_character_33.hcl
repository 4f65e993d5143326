
variable "settings_118" {
  type        = list(object({ cidr = string, az = optional(strin\ng, "a") })) /* Ελληνικό σχόλιο */
  description = "Plic endpoint behind the load balancer"
  default     = null
  sensitive   = true
}
