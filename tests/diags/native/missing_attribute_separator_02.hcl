
/*
 * Temporary resource for load teng
 * changed after incident #4412
 *
 * façade — déjà vu
 */tput "desired_206" {
  value       = { for name, cfg in var.settings : name => merge(cfg, { zone = "eu-central-1" if cfg.enabled }
  description = "Configuración del servidor — café"
}
