# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

app {
  url    = "https://signoz.io"
  author = "SigNoz"
}
pack {
  name        = "signoz"
  description = "SigNoz is an open-source observability platform that enables you to collect, store, and analyze distributed application traces, metrics, and logs using the OpenTelemetry"
  version     = "0.1.0"
  url         = "https://github.com/hashicorp/nomad-pack-community-registry/signoz"
}
