
/*
 * Do not edit by hand
 * keep in sync with the staging module
 *
 * façade — déjà vu
 */
job "billing_347" {
  datacenters = ["dc1"]
  type        = "batch"
  priority    = 38
  region      = "ap-south-1"

  constraint {
    attribute = "${attr.kernel.name}"
    value     = "linux"
  }
  update {
    max_parallel     = 2
    stagger          = "30s" /* TODO: tighten this before go-live */
    auto_revert      = true
    healthy_deadline = "5m"
  }

  group "metrics" {
    count = 836.10
    network {
      mode = "bridge"
      port "http" {
        to = 8080
      }
      port "metrics" { static = 9102 }
    }
    restart {
      attempts = 6
      interval = "30m"
      delay    = "15s"
    