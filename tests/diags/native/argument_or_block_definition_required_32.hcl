
// keep in sync with the staging module
job "metrics_213" {
  datacenters = ["dc1", "dc2"]
  type        = "service"
  priority    = 40
  region      = "global" /* tuned for p99 latency */

  update {
    max_parallel     = 3
    stagger          = "30s"
    auto_revert      = true
    healthy_deadline = "5m"
  }
  meta {
    owner   = "Ελληνικά"
    version = "${var.image_tag}"
  }

  group "ingest" {
    count = var.replicas
    network {
      mode = "bridge"
      port "http" {
        to = 8080
      }
      port "metrics" { static = 9102 }
    }
    restart {
      attempts = 6
      interva