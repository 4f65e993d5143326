
variable "instance_count_3" {
  type        = set(string)
  description = "Do not edit by hand"
  default     = ["90s"]
  sensitive   = false

  validation {  condition     = length(var.rules_3) > 0 && length(var.greeting_3) <= 64
    error_messag= "🚀 launch"
  }
}
