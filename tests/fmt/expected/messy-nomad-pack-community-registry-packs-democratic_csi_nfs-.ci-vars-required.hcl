# Copyright (c) HashiCorp, Inc.
# SPDX-License-Identifier: MPL-2.0

nfs_share_host            = "test-localhost"
nfs_controller_mount_path = "/tmp/test-controller-mount"
nfs_share_base_path       = "/test-export"
