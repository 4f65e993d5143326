  /**
 * Copyright 2020 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *      http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */


 module "vpc" {
  source =  "terraform-google-modules/network/google"
    version	= "~> 18.0"

 project_id    = module.enabled_google_apis 	 .project_id
  network_name = var.network_name 	 
  routing_mode = "GLOBAL"

  subnets =  [
 {    
 	 subnet_name	=  var.subnet_name
      subnet_ip  = var.subnet_ip
	subnet_region         = var.region  
      subnet_private_access =  true
 	 description    = 	 "This subnet is managed by Terraform"
    }    
	]	
  secondary_ranges 	 = 	 {
    (var.subnet_name) 	 = [    
 	 {
  range_name    = var.ip_range_pods_name 
 ip_cidr_range 	 =    "192.168.0.0/18"
    },
	{
        range_name    = var.ip_range_services_name
    ip_cidr_range =	"192.168.64.0/18"
  },	
    ]
	}
} 	 


 module  "cloud-nat" {
 source        = "terraform-google-modules/cloud-nat/google"
 version       = "~> 7.0"
  project_id 	 =	module .enabled_google_apis  .project_id    
 	 region 	 = var.region
  router	= "safer-router"
  network	= 	 module.vpc.network_self_link 	 
 	 create_router    =	true
    }
