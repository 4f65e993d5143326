# Copyright (c) HashiCorp, Inc.
# SPDX-License-Identifier: MPL-2.0

# this file needs to actually exist
cloud_conf_file = "./packs/csi_openstack_cinder/metadata.hcl"
