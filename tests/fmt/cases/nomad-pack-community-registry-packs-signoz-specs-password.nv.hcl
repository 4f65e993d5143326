# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

path = "RELEASE"
namespace = "NAMESPACE"

items {
  clickhouse_password = "PASSWORD"
}
