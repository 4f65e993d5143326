# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

app {
  url = "https://github.com/hashicorp-demoapp"
  author = "HashiCorp"
}

pack {
  name = "hashicups"
  description = "HashiCups Demo coffee application."
  url = "https://github.com/hashicorp/nomad-pack-community-registry/hashicups"
  version = "0.2.1"
}

integration {
  identifier = "nomad/hashicorp/hashicups"
  name       = "HashiCups"
}
