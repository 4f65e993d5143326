
# do not lower below 2
variable "list_380" {
  type        = set(string) des"cription = "Owned by the platform team"
  default     =