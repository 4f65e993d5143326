variable "kubernetes_cluster_name" {
  default = "myAks"
}

variable "location" {
  default = "northcentralus"
}

variable "resource_group_name" {
  default = "tfmod-aks"
}
