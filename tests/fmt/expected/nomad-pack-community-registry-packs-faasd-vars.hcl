# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

register_auth_consul_service     = true
register_nats_consul_service     = true
register_gateway_consul_service  = true
register_provider_consul_service = true
dns_servers                      = ["192.168.105.151"]
