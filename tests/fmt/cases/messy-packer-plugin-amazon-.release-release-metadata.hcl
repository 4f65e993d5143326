# Copyright IBM Corp. 2013, 2026
# SPDX-License-Identifier: MPL-2.0

 url_source_repository         = "https://github.com/hashicorp/packer-plugin-amazon"
 url_project_website    = "https://developer.hashicorp.com/packer/integrations/hashicorp/amazon"
    url_license =  "https://github.com/hashicorp/packer-plugin-amazon/blob/main/LICENSE"
url_release_notes             = "https://github.com/hashicorp/packer-plugin-amazon/blob/main/CHANGELOG.md"