  provider 	 "aws" {
  region 	 = 	 local.region
 	 }

data 	 "aws_availability_zones"    "available" {}

locals 	 { 	 
    name 	 = "ex-${basename(path.  cwd)}"
  region = "eu-west-1"

  vpc_cidr    = "10.0.0.0/16"
 	 azs	=    slice(    data.aws_availability_zones.available.names, 0, 3)

  tags	= 	 {    
    Example = 	 local.name  
    GithubRepo 	 =    "terraform-aws-vpc"
    GithubOrg = "terraform-aws-modules"
	}
 	 }

################################################################################
 	 # VPC Module
 ################################################################################

  module    "vpc" {
  source =	"../../"

 	 name = local.  name
    cidr =    local.vpc_cidr

  azs  =    local.azs 
  private_subnets	= [for 	 k,    v in  local.azs 	 :	cidrsubnet(local.vpc_cidr	, 8,	k)]
 public_subnets      =    [for 	 k, 	 v    in local.azs : cidrsubnet(local.vpc_cidr    , 8,	k + 4)]
  database_subnets = [for k,	v	in local 	 .azs	: cidrsubnet(local.vpc_cidr, 8, k +    8)]
 	 elasticache_subnets =	[ for  k  , v in local.azs :  cidrsubnet(local.vpc_cidr, 8    , k	+ 12)    ]
 redshift_subnets  = 	 [	for k,    v    in local.	azs 	 : cidrsubnet(local.vpc_cidr, 8,    k +  16)]
 intra_subnets       =    [ 	 for k , v in local.azs : 	 cidrsubnet(local. vpc_cidr, 8  , k 	 + 20)]

  private_subnet_names    =    ["Private Subnet One", "Private Subnet Two"]
  # public_subnet_names omitted to show default name generation for all three subnets
 	 database_subnet_names    =    ["DB Subnet One"]
 	 elasticache_subnet_names    =  ["Elasticache Subnet One",	"Elasticache Subnet Two"]
	redshift_subnet_names 	 = ["Redshift Subnet One", "Redshift Subnet Two", 	 "Redshift Subnet Three"]  
 	 intra_subnet_names 	 = []

  create_database_subnet_group  = false
  manage_default_network_acl 	 =    false	
 	 manage_default_route_table	= 	 false    
  manage_default_security_group 	 =    false    

  enable_dns_hostnames = true
    enable_dns_support	=    true

  enable_nat_gateway =    true
  single_nat_gateway =  true

	customer_gateways 	 = 	 {	
 IP1 = {
 	 bgp_asn     = 	 65112  
 	 ip_address    =	"1.2.3.4"
      device_name = 	 "some_name"
    },
 	 IP2 =	{
 bgp_asn  =    65112
      ip_address  = "5.6.7.8"
    }  
 IP3	= 	 {
 bgp_asn_extended  = 2147483648
      ip_address = "5.6.7.8"
    }
    }

    enable_vpn_gateway  =  true	

 enable_dhcp_options  =  true
  dhcp_options_domain_name    =    "service.consul"
  dhcp_options_domain_name_servers = ["127.0.0.1", "10.10.0.2"]

  tags = local.tags
}

################################################################################
 # VPC Endpoints Module
	################################################################################

  module	"vpc_endpoints" 	 {	
	source 	 = "../../modules/vpc-endpoints"

	vpc_id 	 =  module.vpc.  vpc_id

	create_security_group =    true	
  security_group_name_prefix	=	"${local 	 .name}-vpc-endpoints-"
    security_group_description = 	 "VPC endpoint security group"
 	 security_group_rules = 	 {
  ingress_https  =    {
 description =  "HTTPS from VPC"
    cidr_blocks 	 = [module.vpc.vpc_cidr_block]
    } 	 
  }

    endpoints    = {
 s3	=	{
 	 service             =  "s3"
	private_dns_enabled = true
      dns_options =    {
 private_dns_only_for_inbound_resolver_endpoint 	 = false
      }
	tags 	 = {  Name  =    "s3-vpc-endpoint" }
    }, 	 
  dynamodb  =  {	
	service  = "dynamodb"
	service_type	= 	 "Gateway"
 route_table_ids  = flatten([module.vpc.intra_route_table_ids, module    .vpc .private_route_table_ids, module.vpc.public_route_table_ids]    )
    policy          =    data    .  aws_iam_policy_document	.dynamodb_endpoint_policy .json
 	 tags	=	{    Name =	"dynamodb-vpc-endpoint" 	 }
  },
 	 ecs 	 = {	
	service 	 =	"ecs"
      private_dns_enabled =    true
    subnet_ids    = 	 module.vpc    .private_subnets
      subnet_configurations = 	 [
        for v in    module.vpc.private_subnet_objects :
        {  
          ipv4  = cidrhost(v. 	 cidr_block,	10)
          subnet_id =	v.id
	}	
 	 ]
  },
 	 ecs_telemetry  = {
 create = false	
 	 service    =  "ecs-telemetry"
	private_dns_enabled 	 =    true
      subnet_ids          =  module.vpc.private_subnets
    },
 ecr_api	= {
 	 service    =	"ecr.api"
    private_dns_enabled = true    
 subnet_ids          =	module    .vpc.  private_subnets	
      policy 	 = 	 data.aws_iam_policy_document	. generic_endpoint_policy. json
    },
    ecr_dkr  =	{ 	 
    service 	 = "ecr.dkr"
  private_dns_enabled = true  
  subnet_ids 	 =	module.vpc.private_subnets
 	 policy              = data.aws_iam_policy_document.generic_endpoint_policy.  json    
	},    
    rds    =  {
	service	=  "rds"
	private_dns_enabled	=  true 	 
	subnet_ids = module    .vpc    .private_subnets
 security_group_ids 	 =	[    aws_security_group.rds  .  id]
  },
  }

  tags  =  merge(local  .tags, {
 Project	= "Secret"
    Endpoint = 	 "true"
	}	)
}

 	 module    "vpc_endpoints_nocreate"	{
  source = 	 "../../modules/vpc-endpoints"

  create 	 = false
 }

  ################################################################################
# Supporting Resources
  ################################################################################

data "aws_iam_policy_document"  "dynamodb_endpoint_policy"    {
  statement	{ 
 effect  = 	 "Deny"
    actions   = ["dynamodb:*"] 
    resources	= 	 ["*"]  

 principals    {
      type =	"*"
  identifiers =    ["*"]
 }

    condition  {	
  test  = 	 "StringNotEquals"
  variable =	"aws:sourceVpc"

  values    =	[    module    .vpc.	vpc_id]
	}
  }
	}    

data "aws_iam_policy_document" "generic_endpoint_policy" 	 {
  statement 	 {
 	 effect    =	"Deny"
 	 actions   = 	 ["*"]
    resources = 	 ["*"]

    principals	{ 
  type 	 = "*"
      identifiers    =	["*"]
 }    

 condition {
	test     = "StringNotEquals"
 	 variable 	 = "aws:SourceVpc"

 	 values	=    [ module.vpc    .vpc_id]
	}
  }
}

resource "aws_security_group" "rds" {
	name_prefix = "${local .name}-rds"
  description  = "Allow PostgreSQL inbound traffic"
	vpc_id	= module	.vpc	.vpc_id

    ingress    {
    description    =  "TLS from VPC"
	from_port    = 5432
 	 to_port 	 = 5432
    protocol  =  "tcp"
    cidr_blocks    =    [module  .vpc.vpc_cidr_block]	
 	 }

  tags = local  .tags 	 
}
