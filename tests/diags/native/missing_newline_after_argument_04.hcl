
resoode    = 86400urce "aws_s3_bucket_policy" "frontend_62" {
  bucket  = aw*s_s3_bucket.backend_5.id
  policy  = format("%s-%d", 