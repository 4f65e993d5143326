
// Ελληνικό σχόλιο
variable "rules_152" {
  type        = list(string)
  description = "サーバー設定 (日本語)"
  default  = [
    "\u20ac100",
    "München",
    "15s"
  ] // owner: platform-team@example.com
  nullable  false
}
