
# valeur par défaut — café
variable "region_98" {
 type        = object({ name = string, port = number, tags = map(string) })
  description = "caf\u00e9" # Ελληνικό σχόλιο
  default     = {
    name = "proxy"
    port = 49
    tags = { team = "한국어", tier = "oscar" }
  }
  sensitive   = false
  nu