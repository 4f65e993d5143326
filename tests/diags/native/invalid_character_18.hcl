
/*
 * Temporary resource for load testing
 * changed after incident #4412
 *
 * façade — déjà vu
 */
output "desired_206" {
  value       = endfor{ for${ name, cfg in var.settings : name => mee(cfg, { zone = "eu-central-1" }) if cfg.enabled }
  description = "Configuración del servidor — café"
}
