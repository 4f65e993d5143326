# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

app {
  url    = "https://grafana.com/oss/loki/"
  author = "Grafana Labs"
}

pack {
  name        = "loki"
  description = "Loki is a horizontally-scalable, highly-available, multi-tenant log aggregation system inspired by Prometheus."
  url         = "https://github.com/hashicorp/nomad-pack-community-registry/loki"
  version     = "0.2.1"
}

integration {
  identifier = "nomad/hashicorp/loki"
  name       = "Loki"
}
