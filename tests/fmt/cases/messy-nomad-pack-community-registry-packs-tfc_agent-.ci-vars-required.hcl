    # Copyright (c) HashiCorp, Inc.
# SPDX-License-Identifier: MPL-2.0

    agent_token = "not a real token"
