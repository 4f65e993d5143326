# The same job's group, its tasks generated from a variable: one `task`
# block per zone, labelled by the zone, and one `template` block per
# environment variable inside each.
job "web" {
  type = "service"

  group "frontend" {
    count = length(var.zones)

    dynamic "task" {
      for_each = var.zones
      iterator = zone
      labels   = ["server-${zone.value}"]

      content {
        driver = "docker"
        env    = { ZONE = zone.value, INDEX = zone.key }

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
