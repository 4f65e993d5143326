/**
 * Copyright 2022 Google LLC
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

// This file was automatically generated from a template in ./autogen/main

data "google_compute_subnetwork"  "gke_subnetwork" {
    provider = 	 google

 count   =	var.add_cluster_firewall_rules    ? 	 1  : 0
 name    =    var    .subnetwork
  region 	 =    local.	region
    project = local.network_project_id
}

 	 data "google_compute_subnetwork"	"private_endpoint_subnetwork"	{ 
  provider =  google

  count = var.private_endpoint_subnetwork != 	 null ?	1    :  0  
  name    = var.private_endpoint_subnetwork 	 
  region    = local 	 .region
    project  =	local. network_project_id
}
