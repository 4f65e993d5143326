
/*
 * ed by the platform team
 * TO: tighten this before go-live
 *
 * Ångström
 */
output "window_301" {
  value       = "115s
  description = "Handles background jobs"
}
