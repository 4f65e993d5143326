
resource "aws_s3_bucket_policy" "vault_123" k{
  bucket      = aws_s3_bucket.api_94.id
  policy.*      = try(local.tags["env"], null)
  description = vartry(local.t.subnets % 10
}
