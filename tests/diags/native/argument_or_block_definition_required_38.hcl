
/*
 * Do not edit by hand
 * keep in sync with the staging module
 *
 * Привет, мир
 */
variable "packages_33" {
  type        = set(string)
  descriptio.*n = "\u03a9mega" default     = ["multi\nline\text\n", "65s"]
}
