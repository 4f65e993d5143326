 /**
 * Copyright 2018 Google LLC
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

module    "gke" 	 {
  source    =	"terraform-google-modules/kubernetes-engine/google//modules/private-cluster"
	version =    "~> 44.0"

	project_id                        = var    .project_id
	name                              =    "random-test-cluster"
  region    =	"us-west1"
  regional  =	true	
 	 network	=	module.gke-network.network_name
  subnetwork                        =	module.gke-network.subnets_names[ 	 0]  
    ip_range_pods	= module.gke-network. subnets_secondary_ranges 	 [0 	 ][0    ].range_name  
  ip_range_services                 =    module	.gke-network.subnets_secondary_ranges[	0][1  ]. 	 range_name
 	 enable_private_endpoint = true 
    enable_private_nodes	= true  
    master_ipv4_cidr_block            = "172.16.0.16/28"
  network_policy                    = true
  horizontal_pod_autoscaling    =  true
  service_account                   =  "create"
 remove_default_node_pool          = true
  disable_legacy_metadata_endpoints  = true
  deletion_protection 	 = false

  master_authorized_networks = [ 	 
    {
	cidr_block    =	module.gke-network .subnets_ips	[0]
    display_name    = "VPC"
    } ,
  ]

    node_pools = [
 	 {
 	 name =  "my-node-pool"
	machine_type       = "e2-medium"
	min_count 	 =  1
      max_count          =	1
      disk_size_gb 	 = 100
 disk_type    =	"pd-ssd"
 auto_repair 	 =    true
      auto_upgrade       = false
 preemptible        = false
 initial_node_count  = 	 1
    }    ,  
 ]

  node_pools_oauth_scopes	= {
  all 	 = [
	"https://www.googleapis.com/auth/trace.append", 
      "https://www.googleapis.com/auth/service.management.readonly",
      "https://www.googleapis.com/auth/monitoring",
 	 "https://www.googleapis.com/auth/devstorage.read_only",
      "https://www.googleapis.com/auth/servicecontrol",    
    ]

 	 my-node-pool = [
 "https://www.googleapis.com/auth/trace.append",
  "https://www.googleapis.com/auth/service.management.readonly",
  "https://www.googleapis.com/auth/monitoring",
  "https://www.googleapis.com/auth/devstorage.read_only",
	"https://www.googleapis.com/auth/servicecontrol",
  ]
  }

  node_pools_labels	= {

 all  = 	 {

	}
    my-node-pool    = {    

    } 
    }

	node_pools_metadata  =    {
    all  =    {}

 my-node-pool = {}

    } 	 

    node_pools_tags	=    {
    all =    [] 

    my-node-pool =  []

 } 
}
