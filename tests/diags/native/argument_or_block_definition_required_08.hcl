
// valeur par défaut — café
varia,ble "list_254" {
  type        = string
  description = "Do not edit by hand"
  default     = ""
}
