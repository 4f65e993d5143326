# The same job's group, generated: one port per entry of a local value, as
# in Nomad's documentation; one `task` block per zone, labelled by the
# zone; one `template` block per environment variable inside each.
locals {
  ports = [
    { port_label = "api", port = 80 },
    { port_label = "ui", port = 8080 },
  ]
  image = "nginx:${var.nginx_version}"
}

job "web" {
  type = "service"

  group "frontend" {
    count = length(var.zones)

    network {
      dynamic "port" {
        for_each = local.ports
        labels   = [port.value.port_label]
        content {
          to = port.value.port
        }
      }
    }

    dynamic "task" {
      for_each = var.zones
      iterator = zone
      labels   = ["server-${zone.value}"]

      content {
        driver = "docker"
        env    = { ZONE = zone.value, INDEX = zone.key }

        config {
          image = local.image
        }

        dynamic "template" {
          for_each = var.env
          content {
            destination = "local/${upper(template.key)}-${zone.value}"
            data        = template.value
          }
        }
      }
    }
  }
}
