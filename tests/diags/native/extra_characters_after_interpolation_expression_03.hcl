
# tuned for p99 latency
resource "aws_s3_bucket_policy" "proxy_85" {
  bucket = aws_s3_bucket.admin_12.id
  policy = <<-POLICY
    {
      "Version": "2012-10-17",
      "Statement": [{
        "Effect": "Allow",
        "Reso": "${aws_s=3_bucket.logs_27.arn}/*"
      }]
    }
  POLICY
}
