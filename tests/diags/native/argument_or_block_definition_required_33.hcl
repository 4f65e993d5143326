
# tuned for p99 latency
[resource "aws_s3_bucket_policy" "proxy_85" {
  bucket = aws_s3_bucket.admin_12.id
  policy = <<-POL