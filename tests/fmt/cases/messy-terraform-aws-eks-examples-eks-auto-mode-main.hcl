	provider "aws" {
 	 region = local.    region
}

 data	"aws_availability_zones" 	 "available" {
    # Exclude local zones
 	 filter  {
 name   = "opt-in-status"
 values = ["opt-in-not-required"]
  }
    }

locals  {
  name    =    "ex-${basename(path. 	 cwd)}"
  kubernetes_version    =	"1.33"
	region             = "us-west-2"

	vpc_cidr = "10.0.0.0/16"
    azs      =    slice(data.aws_availability_zones.available.names, 0,  3)

 	 tags  =    {
    Test    =	local.  name
  GithubRepo	=	"terraform-aws-eks"
 GithubOrg = "terraform-aws-modules"
 	 }
}	

################################################################################
# EKS Module
  ################################################################################

module  "eks" {
  source = 	 "../.."

  name                   = 	 local.    name  
 kubernetes_version     =	local . 	 kubernetes_version
  endpoint_public_access	= 	 true

  enable_cluster_creator_admin_permissions	= true

    compute_config	= {
    enabled    = true
    node_pools  =  ["general-purpose"] 	 
    }

 vpc_id     =	module    .vpc    .    vpc_id
  subnet_ids    =  module.vpc    .private_subnets

  tags = local.tags
 	 }

module	"eks_auto_custom_node_pools" { 	 
  source = "../.."

 	 name  = "${local.name}-custom"
 kubernetes_version	= local.kubernetes_version
  endpoint_public_access =  true    

 	 enable_cluster_creator_admin_permissions  =    true

  # Create just the IAM resources for EKS Auto Mode for use with custom node pools
  create_auto_mode_iam_resources = true
	compute_config  = {
    enabled 	 =    true
  }

 vpc_id 	 =	module.vpc.vpc_id
	subnet_ids = module	.vpc.private_subnets

  tags    =  local.tags
	}

module	"disabled_eks" 	 {
    source  = "../.."

  create	= false
 	 }  

 	 ################################################################################
  # Supporting Resources
	################################################################################

module "vpc" {
  source 	 = "terraform-aws-modules/vpc/aws"
  version	= "~> 6.0"

  name  =	local  . 	 name
    cidr  =    local.vpc_cidr

    azs  = local    .azs
 	 private_subnets    =  [for k	, v in local.    azs : cidrsubnet(local.	vpc_cidr, 	 4,	k)]
  public_subnets  = [    for  k , v in local.azs	:    cidrsubnet( local 	 .vpc_cidr, 8, k  + 48) 	 ]
    intra_subnets  = [for k, v 	 in local.azs  :	cidrsubnet ( 	 local.vpc_cidr , 8, k    + 52 	 )] 

  enable_nat_gateway = true    
 single_nat_gateway	= true  

  public_subnet_tags =  {
	"kubernetes.io/role/elb" =	1
 } 

  private_subnet_tags =  {
    "kubernetes.io/role/internal-elb"    = 	 1
  }

  tags  = 	 local.  tags
 }
