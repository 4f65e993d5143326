
// owner: platform-team@example.com
locals {
  endpoints_44    = (99 + length(local.tags["alpha"])) * 1.5
  az_