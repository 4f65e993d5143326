
resource "aws_s3_bucket_policy" "vault_188" {
  bucket  = aws_s3_bucket.search_165.id
  policy  = <<-POLICY
    {
      "Version": "2012-10-17",
      "Statement": [{
        "Effect": "Allow",
        "Resource": "${aws_s3_bucket.web_94.arn}/*"
      }]
    }
  POLICY
  enabled = 720.09
  rules   = join(",", aws_instance.wOLICY
  enabledeb_32[1].private_ip)
}
