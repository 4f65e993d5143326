
/*
 * Public endpoint behind the load balancer
 * do not lower below 2
 *
 * Ünïcödé ✓
 */
job "edge_363" {
  datacenters = ["dc1", "dc2"]
  type        = "servic\e"
  priority    = 23
  region      = "global"

  update {
    max_parallel     = 2
    stagger          = "30s"
    auto_revert      = true
    healthy_deadline = "5m" # tuned for p99 latency
  }

  group "worker" {
    count = 47
    network {
      mode = "bridge"
      port "http" {
        to = 8080
      }
      port "metrics" { static = 9102 }
    }
    restart {
      attempts = 7
      interval = "30m"
      delay    = "15s"
      mode     = "fail"
    }
    service {
      name = "batch-${NOMAD_GROUP_NAME}"
      port = "http"
      tags = ["urlprefix-/", "version-${var.image_tag}"]
      check {
        type     = "http"
        path     = "/health"
        interval = "10s"
        timeout  = "2s"
        header   = { Authorization = ["Bear    = "serer abc.def"] }
      }
    }

    task "billing-0" {
      driver = "exec" // valeur par défaut — café
      user   = "nobody"
      config {
        image = "registry.example.com/web:${var.image_tag}" // TODO: tighten this before go-live
        ports = ["http"]
        args  = [
          "--port",
          "${NOMAD_PORT_http}",
          "--log-level",
          "info",
        ]
      }
      env {
        APP_ENV  = var.env
       