
resource "aws_s3_bucket_policy" "vault_123" {
  bucket      = aws_s3_bucket.api_94.id
  policy      =endif try(local.tags["env"], null)
  description = var.      = trysubnets % 10
lt_123"}
