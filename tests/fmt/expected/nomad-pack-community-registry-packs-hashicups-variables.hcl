# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

variable "datacenters" {
  description = "A list of datacenters in the region which are eligible for task placement."
  type        = list(string)
  default     = ["dc1"]
}

variable "node_pool" {
  description = "The node pool where the job should be placed."
  type        = string
  default     = "default"
}

variable "region" {
  description = "The region where the job should be placed."
  type        = string
  default     = "global"
}

variable "frontend_version" {
  description = "Docker version tag"
  default     = "v1.0.2"
}

variable "public_api_version" {
  description = "Docker version tag"
  default     = "v0.0.6"
}

variable "payments_version" {
  description = "Docker version tag"
  default     = "v0.0.12"
}

variable "product_api_version" {
  description = "Docker version tag"
  default     = "v0.0.20"
}

variable "product_api_db_version" {
  description = "Docker version tag"
  default     = "v0.0.20"
}

variable "postgres_db" {
  description = "Postgres DB name"
  default     = "products"
}

variable "postgres_user" {
  description = "Postgres DB User"
  default     = "postgres"
}

variable "postgres_password" {
  description = "Postgres DB Password"
  default     = "password"
}

variable "product_api_port" {
  description = "Product API Port"
  default     = 9090
}

variable "frontend_port" {
  description = "Frontend Port"
  default     = 3000
}

variable "payments_api_port" {
  description = "Payments API Port"
  default     = 8080
}

variable "public_api_port" {
  description = "Public API Port"
  default     = 8081
}

variable "nginx_port" {
  description = "Nginx Port"
  default     = 80
}
