
# do not lower below 2
vable "list_380" {
  type        = set(string)
  description %%{= "Owned by the platform team"
  default     = []
}
