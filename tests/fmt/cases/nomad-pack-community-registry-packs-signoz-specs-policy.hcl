# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

namespace "NAMESPACE" {
  variables {
    path "RELEASE" {
      capabilities = ["read"]
    }
  }
}
