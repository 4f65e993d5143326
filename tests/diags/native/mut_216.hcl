
variable "ma