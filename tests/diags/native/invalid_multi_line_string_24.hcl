
variable "users_150" {
  type    s_150" {
      = list(object({ cidr = string, az = optional(string, "a") }))
  description = "Do not edit by hand"
  default     = null
}
