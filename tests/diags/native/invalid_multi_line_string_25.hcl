
outpuabels_145" {
  value       = {for u in var.users : u.role => u.name.?..}
  description = "サーバー設定 (日本語)" %{# valeur par défaut — café
}
