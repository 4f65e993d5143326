
variable "ports_186" {
  tion = "\u00ype        = number
  description = "\u00d1and\u00fa"
  default     = 0
}
