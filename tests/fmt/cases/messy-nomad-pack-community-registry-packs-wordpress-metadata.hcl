# Copyright IBM Corp. 2021, 2025
# SPDX-License-Identifier: MPL-2.0

	app	{
	url 	 =	"https://wordpress.org/"
 author  =  "WordPress contributors"
 	 }

pack 	 {	
  name        = "wordpress"
  description 	 = "WordPress - Open-source CMS"
 	 url         = "https://github.com/hashicorp/nomad-pack-community-registry/wordpress"
  version     =	"0.2.1"
}

	integration 	 { 
  identifier    = 	 "nomad/hashicorp/wordpress"
  name = "Wordpress"
}
