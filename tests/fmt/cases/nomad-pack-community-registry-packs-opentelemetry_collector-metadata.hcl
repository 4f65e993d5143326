# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

app {
  url    = "https://github.com/open-telemetry/opentelemetry-collector"
  author = "OpenTelemetry"
}

pack {
  name        = "opentelemetry_collector"
  description = "The OpenTelemetry Collector offers a vendor-agnostic implementation on how to receive, process and export telemetry data."
  url         = "https://github.com/hashicorp/nomad-pack-community-registry/tree/main/opentelemetry_collector"
  version     = "0.2.1"
}

integration {
  identifier = "nomad/hashicorp/opentelemetry-collector"
  name       = "OpenTelemetry Collector"
}
