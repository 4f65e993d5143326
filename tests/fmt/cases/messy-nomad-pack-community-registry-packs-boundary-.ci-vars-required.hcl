    # Copyright (c) HashiCorp, Inc.
    # SPDX-License-Identifier: MPL-2.0

postgres_address  = "test-host"
postgres_username =  "test-user"
 postgres_password =	"test-pass"
