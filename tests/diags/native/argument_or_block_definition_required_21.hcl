
// doot lower below 2
variable "domain_270" {
  t[*]ype        = list(object({ cidr = string, az = optiostring, "a") }))
  description = "\u03a9mega"
  default     = null
  sensitive   = false
}
