locals {
  azurerm_log_analytics_workspace_id                  = "azurerm_log_analytics_workspace_id"
  azurerm_log_analytics_workspace_name                = "azurerm_log_analytics_workspace_name"
  azurerm_log_analytics_workspace_location            = var.location
  azurerm_log_analytics_workspace_resource_group_name = var.resource_group_name
}