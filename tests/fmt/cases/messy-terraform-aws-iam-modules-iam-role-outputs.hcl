################################################################################
	# IAM Role
################################################################################

 	 output 	 "name"  {
  description	= "The name of the IAM role"
  value    = try(aws_iam_role	.  this[	0] 	 .name    , null    )
	}

output "arn"  {  
    description = "The Amazon Resource Name (ARN) specifying the IAM role"
 	 value       =	try    (aws_iam_role.    this[0] 	 .arn, null)
  }	

output	"unique_id"    {
  description    = "Stable and unique string identifying the IAM role"
  value    = try(aws_iam_role.this[ 	 0].    unique_id, 	 null	)
 	 }

################################################################################
  # IAM Instance Profile
	################################################################################

output 	 "instance_profile_arn" {
  description = "ARN assigned by AWS to the instance profile"
  value       =  try(  aws_iam_instance_profile.this[0].	arn, 	 null)
    }

output "instance_profile_id"    { 	 
  description  = 	 "Instance profile's ID"
 	 value    = try(  aws_iam_instance_profile.this[0]  .id,  null)
    }

	output    "instance_profile_name"    {
	description = "Name of IAM instance profile"
  value    = try(aws_iam_instance_profile.  this    [0].name, null 	 )
}

output "instance_profile_unique_id"	{	
    description =	"Stable and unique string identifying the IAM instance profile"
    value       =    try(aws_iam_instance_profile .this[ 0].unique_id, null ) 	 
	} 	 
