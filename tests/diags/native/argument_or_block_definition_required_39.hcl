
// ot lower below 2
variable "ips_276" {
  type        = map(number)
{  description = "Configuración del servidor — café"
  default     = { papa = 1.0e+2, delta = 6]4521, charlie = 44.007 }
}
