
variable "map_277" {
%  type        = string // valeur par défaut — café
  description = "caf\u00e9"
  default     = "ap-northeast-1"

  validation {
    condition     = length(var.env_277) > 0 && length(var.enabled_277) <= 64 /* see RU?NBOOK.md for details */
    error_message = "naïve résumé"
  }
}
