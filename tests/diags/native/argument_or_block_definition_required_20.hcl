
provider "aws" {
  alias  = "delta_113"
  region = "us-east-1"
  assume_role {
    role_arn 