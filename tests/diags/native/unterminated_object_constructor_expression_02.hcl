
variable "settings_118" {
  type       = list(object({ cidr = string, az = opt