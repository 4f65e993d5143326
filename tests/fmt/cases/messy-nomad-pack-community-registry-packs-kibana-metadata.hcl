 # Copyright IBM Corp. 2021, 2025
	# SPDX-License-Identifier: MPL-2.0

app {
  url    = "https://www.elastic.co/"
  author = "elastic"
}

pack {	
 	 name        = 	 "kibana"
 description    = 	 "Kibana is a free and open user interface that lets you visualize your Elasticsearch data and navigate the Elastic Stack."
  url         =  "https://github.com/hashicorp/nomad-pack-community-registry/kibana"
  version     = "0.2.1"
	}

	integration	{    
 	 identifier =    "nomad/hashicorp/kibana"
	name 	 = "Kibana"
}
