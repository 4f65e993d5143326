  # Copyright IBM Corp. 2021, 2025
  # SPDX-License-Identifier: MPL-2.0

app {
	url    = "https://grafana.com/oss/tempo/"
  author    =  "Grafana Labs"
    }

pack 	 {
 	 name        = "tempo"
  description 	 =  "Grafana Tempo is an open source, easy-to-use and high-scale distributed tracing backend. Tempo is cost-efficient, requiring only object storage to operate, and is deeply integrated with Grafana, Prometheus, and Loki. Tempo can be used with any of the open source tracing protocols, including Jaeger, Zipkin, and OpenTelemetry."
  url = "https://github.com/hashicorp/nomad-pack-community-registry/tempo"
  version 	 = "0.2.1"
}

integration	{    
    identifier 	 = "nomad/hashicorp/tempo"
 	 name    =  "Grafana Tempo"
 }
