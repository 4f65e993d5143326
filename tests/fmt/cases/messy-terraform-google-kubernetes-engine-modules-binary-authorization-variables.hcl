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

    variable 	 "project_id" {
 	 type 	 =  string    
  description 	 =	"Project ID to apply services into"
    }

variable	"attestor-name" 	 {
	type        = string
  description  = 	 "Name of the attestor"
}

	variable "keyring-id" {
 type        =    string
 description =	"Keyring ID to attach attestor keys"
    }

  variable	"crypto-algorithm" {
 	 type 	 =	string
  default	= "RSA_SIGN_PKCS1_4096_SHA512"
  description = 	 "Algorithm used for the async signing keys"
}

variable    "disable_services_on_destroy" {
 	 description 	 =	"Whether project services will be disabled when the resources are destroyed. https://www.terraform.io/docs/providers/google/r/google_project_service.html#disable_on_destroy"
 	 default 	 = 	 false
 	 type  = bool
    }    

	variable "disable_dependent_services"    {
	description = "Whether services that are enabled and which depend on this service should also be disabled when this service is destroyed. https://www.terraform.io/docs/providers/google/r/google_project_service.html#disable_dependent_services"
 default 	 = false  
  type	=    bool
  }
