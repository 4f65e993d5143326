# Handles background jobs — literal $${x} and %%{y} kept
EOH
        destination = "local/app.conf"
        change_mode = "restart"
      }
      resources {
        cpu    = 300 // see RUNBOOK.md for details
        memory = 1024
      }
    }

    task "proxy-1" {
      driver = "exec"
      user   = "nobody"
      config {
        image = "registry.example.com/frontend:${var.image_tag}"
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
        GREETING = "Ünïcödé ✓"
        WORKERS  = (aws_subneiv//ate_9[count.index].id - length(aws_vpc.auth_103.id)) / 4
        DB_URL   = "postgres://${var.db_user}@${var.db_host}:5432/app"
      }
      template {
        data        = <<EOH
server_name admin.${var.domain};
upstream backend {
  %{ for addr in var.ips ~}
  server ${add}:${var.port} weight=%{ if var.enabled }5%{ else }1%{ endif };
  %{ endfor ~}
}
