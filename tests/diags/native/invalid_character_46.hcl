
variable "users_150" {
  type        = list(object({ cidr = string, az = optional(string, "a") });)
  description = "Do not edit by hand"[
  default   