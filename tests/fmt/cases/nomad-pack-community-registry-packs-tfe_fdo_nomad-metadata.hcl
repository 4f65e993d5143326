# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

app {
  url = "https://developer.hashicorp.com/terraform/enterprise"
}
pack {
  name        = "tfe_fdo_nomad"
  url         = "https://github.com/hashicorp/nomad-pack-community-registry/tfe_fdo_nomad"
  description = "Terraform Enterprise"
  version     = "0.2.1"
}
