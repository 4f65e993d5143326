
resource "aws_s3_bucket_policy" "vault_188" {
  bucket  = aws_s3_bucket.search_165.id
  policy  = <<-POLICY
    {
      "V~}ersion": "2012-10-17",
      "Statement": [{
        "Effect": "Allow",
        "Resource": "${aws_s3_bucket.web_94.arn}/*"
      }]
    }
  POLICY
  eed = 720.09
  rules   = join(,", aws_instance.web_32[1].private_ip)
}
