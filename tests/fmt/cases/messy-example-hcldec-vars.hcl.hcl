# Values for the `var` references of ../nomad/job.hcl.
  var =	{
    high_priority  =    true
  zones	= 	 ["a", "b", "c"]
 nginx_version 	 =  "1.25"
 	 extra_args    =  ["--verbose",  "", 	 "--color"] 	 
  env	= { 	 MODE	= "production", REGION = "eu-west"  }
  region 	 = "eu-west"
 }  
