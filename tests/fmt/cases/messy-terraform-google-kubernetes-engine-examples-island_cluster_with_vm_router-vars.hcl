 /**
 * Copyright 2024 Google LLC
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

variable 	 "project_id" {
	type 	 =  string
 } 	 

variable "region" 	 {  
 type =    string
  }

variable 	 "cluster_name"	{ 	 
  type 	 =	string
} 	 

	variable	"node_locations" {    
 type  =	list(string)
    }

variable "subnet_cidr"  {
  type 	 =  string
}

variable "psc_subnet_cidr"	{
	type  =    string  
 }

variable    "proxy_subnet_cidr" {
    type = 	 string 	 
  }

variable 	 "secondary_ranges" {
 	 type	= 	 map	(string)  
}

variable	"master_authorized_networks"	{ 
	type	=  list(object( 	 {    cidr_block =    string, display_name = string }  ))
  description    = "List of master authorized networks. If none are provided, disallow external access (except the cluster node IPs, which GKE automatically whitelists)."
} 

	variable  "primary_subnet" {
 type =	string
} 

 variable "primary_net_cidrs" {
	type  = list(string)
}

variable	"router_machine_type" {
	type =    string    
}  
