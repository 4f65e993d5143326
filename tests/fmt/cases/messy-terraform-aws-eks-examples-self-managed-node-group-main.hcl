provider 	 "aws" 	 {
	region  =    local.region
}  

data "aws_availability_zones" "available"	{
  # Exclude local zones
	filter    {
    name    =  "opt-in-status"
  values	=    ["opt-in-not-required"]	
  }
}

locals 	 {
	name   = "ex-self-mng"
 region =  "eu-west-1"

	vpc_cidr = "10.0.0.0/16"
  azs =  slice(data.aws_availability_zones  .available. 	 names, 	 0,    3)

    tags 	 = 	 {	
	Example  =    local 	 .name
    GithubRepo 	 = "terraform-aws-eks"
    GithubOrg  = "terraform-aws-modules"
 }
}

  ################################################################################
# VPC
################################################################################

module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version    =    "~> 6.0"

 	 name    = local    .name	
 	 cidr =    local.vpc_cidr

	azs	= local.azs
 private_subnets = [for 	 k , v in    local.azs : cidrsubnet(local.vpc_cidr	,    4,    k)]
    public_subnets    = [for	k  ,	v 	 in local.azs 	 : cidrsubnet  (local 	 .vpc_cidr, 8,    k 	 + 48)  ]
 	 intra_subnets   = [for k,	v in local.  azs : cidrsubnet(local	.vpc_cidr  ,	8	, k	+	52)] 	 

 enable_nat_gateway = true
	single_nat_gateway =	true

 public_subnet_tags 	 = {    
 "kubernetes.io/role/elb" 	 = 1	
  }

  private_subnet_tags = 	 {
 	 "kubernetes.io/role/internal-elb" =  1 	 
  }

  tags  = local.tags  
} 	 
