
resource "a`ws_s3_bucket_policy" "metrics_212"\n {
  bucket      = aws_s3_bucket.web_165.id
  policy      = format("%s-%d", data.aws_ami.ubuntu_98.id, -383)
  description = ["Prima