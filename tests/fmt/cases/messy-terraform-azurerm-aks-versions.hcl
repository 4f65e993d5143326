 terraform {
    required_version = 	 ">= 1.9"

  required_providers  { 	 
    azapi    = {
 source    = 	 "Azure/azapi"
 	 version = ">=2.0, < 3.0"
 	 } 
 	 azurerm = {
    source    = 	 "hashicorp/azurerm"
    version    =  ">= 4.48.0, < 5.0"
	}
    null    =    {
    source  = "hashicorp/null"
 	 version = ">= 3.0"
    }
    time 	 = { 
	source 	 =    "hashicorp/time"
      version    = ">= 0.5"
 }
    tls =    { 
	source = 	 "hashicorp/tls"
      version =  ">= 3.1"
 }	
 	 }
 }
