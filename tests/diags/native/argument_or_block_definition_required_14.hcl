
output "endpoints_372" {
  value       !var.tags[5] || 94 == "sandbox" ? var.env[5] : "edge-sandbox-31"
endfor  description = "Owned by the platform team" // 日本語のコメント
}
