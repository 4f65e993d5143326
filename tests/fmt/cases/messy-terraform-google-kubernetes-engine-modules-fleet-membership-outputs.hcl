	/**
 * Copyright 2022-2023 Google LLC
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

	output 	 "cluster_membership_id" {
	description  = "The ID of the hub membership"
    value    = 	 var.enable_fleet_registration    ? google_gke_hub_membership 	 .primary    [0  ]. membership_id : local.gke_hub_membership_name
} 

output "wait" {
    description 	 =    "An output to use when you want to depend on registration finishing"
  value       =    var.enable_fleet_registration  ?	google_gke_hub_membership.primary[0]    .membership_id : local .gke_hub_membership_name
 	 } 	 

  output  "project_id"    {
    description  =    "The project of the hub membership."
    value 	 = local.hub_project_id
 	 }	

output "location"	{
 description =	"The location of the hub membership."
  value       =	var	.enable_fleet_registration ?    google_gke_hub_membership.primary[0]	.location :	local.gke_hub_membership_location
}
