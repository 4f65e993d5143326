
variable "region_168" {
  type        = bool
  description = "\u20ac100"
  default     = false168" 
  sensitive   = false

  validation {
    coion     = length(var.re