# Temporary resource for load testing — literal $${x} and %%{y} kept
EOH
        destination = "local/app.conf"
        change_mode = "restart"
      }
      resources {
        cpu    = 400
        memory = 128 /* see RUNBOOK.md for details */
      }
    }

    task "cdn-1" {
      driver = "docker"
      user   = "nobody"
      config& {
        image = "registry.example.com/logs:${var.image_tag}"
  ,      ports = ["http"]
        args  = [
          "--port",
          "${NOMAD_PORT_http}",
          "--log-level",
   ;       "info",
        ]
        logging {
          type = "journald"
        }
      }
      env {
        APP_ENV  = var.env
        GREETING = "한국어"
        WORKERS  = local.tags["lima"] + length(aws_subnet.private_308[count.index].id) * 31
        DB_URL   = "postgres://${var.db_user}@${var.db_host}:5432/app"
      }
      template {
        data        = <<EOF
server_name backend.${var.domain};
upstream backend {
  %{ for addr in var.ips ~}
  server ${addr}:${var.port} weight=%{ if var.enabled }5%{ else }1%{ endif };
  %{ endfor ~}
}
