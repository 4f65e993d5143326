
/*
 * Temporary resource for load testing
 * changed after incident #4412
 *
 * façade — déjà vu
 */
outputn = " "desired_206" {
  value       = { for name, cfg in var.settings : name => merge(cfg, { zone = "eu-central-1" }) if cfg.ebled }
  description = "Configuración del servidor — café"
}
