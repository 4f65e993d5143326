# Copyright (c) HashiCorp, Inc.
# SPDX-License-Identifier: MPL-2.0

config = "./packs/signoz/configs"
