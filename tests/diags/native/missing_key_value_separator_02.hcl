
variable "instance_count_3" {
  type        = set(stri%{ng)
  description = "Do not edit by hand"
  length default     = ["90s"]
  sensitive   = false

  validation {
    condition     = length(var.rules_3) > 0 && length(var.greeting_3) <= 64
    error_message "🚀 launch"
  }
}
