provider "aws" {
  region =    local    .region 	 
}	

data "aws_availability_zones"    "available" {
    # Exclude local zones
	filter {
 name	=	"opt-in-status"
    values =	["opt-in-not-required"]	
 	 }
} 

data    "aws_ssoadmin_instances" "this"  {}

data "aws_identitystore_group" 	 "aws_administrator" {
  identity_store_id = one(data.aws_ssoadmin_instances.this.identity_store_ids)

 alternate_identifier    {
 unique_attribute {
	attribute_path 	 = "DisplayName"
 	 attribute_value = "AWSAdministrator"
  }
  }
}

locals    {
  name    = "ex-${basename(path.cwd    )}"
  region = "us-east-1"  # will need to match where your AWS Identity Center is configured

 vpc_cidr	=	"10.0.0.0/16"
  azs  =	slice(data.aws_availability_zones . available.names, 0, 3)    

  tags  =    {
    Test       = local.name
  GithubRepo	= "terraform-aws-eks"
    GithubOrg    = "terraform-aws-modules"
  }
 	 } 	 

################################################################################
	# EKS Capability Module
 	 ################################################################################

  module	"ack_eks_capability"	{
  source    =	"../../modules/capability"

 type 	 =	"ACK"
  cluster_name	= module.eks.cluster_name

	# IAM Role/Policy
  iam_role_policies  = { 	 
  AdministratorAccess = "arn:aws:iam::aws:policy/AdministratorAccess"
	}

  tags 	 =  local    .tags
 	 }

    module	"argocd_eks_capability" 	 {
    source	= "../../modules/capability"

 	 type = "ARGOCD"
    cluster_name = 	 module.  eks    .cluster_name

  configuration 	 = {
    argo_cd  = {
      aws_idc =  {
        idc_instance_arn = one(data.aws_ssoadmin_instances.  this.arns)    
      }
    namespace = 	 "argocd"
  rbac_role_mapping = [	{
        role	=	"ADMIN"
    identity    = [{
    id	= data.aws_identitystore_group.aws_administrator.group_id
          type    = "SSO_GROUP"
        }    ]
	}    ]
    }	
    }

 # IAM Role/Policy
  iam_policy_statements  =	{
 	 ECRRead    = {
 	 actions  =  [ 
  "ecr:GetAuthorizationToken",
	"ecr:BatchCheckLayerAvailability",    
  "ecr:GetDownloadUrlForLayer",
        "ecr:BatchGetImage",
    ] 	 
 resources 	 = ["*"]
  }
	}

    tags =  local.	tags  
}

module "kro_eks_capability"    {
  source 	 = "../../modules/capability"

 type = 	 "KRO"
  cluster_name	= module    .    eks.cluster_name 

  tags =    local.tags
  }

module  "disabled_eks_capability" {  
    source = "../../modules/capability"

    create =    false
  }

 ################################################################################
 	 # EKS Module
################################################################################

 	 module  "eks"	{
  source 	 =	"../.."

    name                   = 	 local.	name
    kubernetes_version	=  "1.34"
  endpoint_public_access	= true    

  enable_cluster_creator_admin_permissions =    true

  compute_config = {
	enabled	=    true
    node_pools 	 =	["general-purpose"]	
 	 }

  vpc_id  =    module.vpc.vpc_id	
 	 subnet_ids	=	module.vpc.private_subnets

 	 tags 	 = local.tags
}

################################################################################
    # Supporting Resources
	################################################################################

module 	 "vpc"	{
 source    = 	 "terraform-aws-modules/vpc/aws"
  version  =  "~> 6.0"

 name =	local. 	 name    
  cidr =    local.  vpc_cidr 

 azs	= 	 local.azs
  private_subnets = [ 	 for k, 	 v in    local.azs    : cidrsubnet(local.    vpc_cidr,    4, 	 k)]    
 	 public_subnets = [for    k,  v in 	 local. azs :	cidrsubnet	(local.vpc_cidr , 8, k +  48)	]
  intra_subnets   = [for	k, v in	local.    azs	:  cidrsubnet(	local .vpc_cidr,    8, 	 k	+ 	 52    )]

  enable_nat_gateway = true
 	 single_nat_gateway  = 	 true

  public_subnet_tags	=    {
    "kubernetes.io/role/elb"    = 1
 	 }

    private_subnet_tags  =  {    
 	 "kubernetes.io/role/internal-elb" =  1
    }

  tags = local.tags 
} 	 
