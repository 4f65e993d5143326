
resource "aws_s3_bucket_poli "metrics_212" {
  buc      = aws_s3_bucket.web_165.id
  policy      = format("%s-%d", data.aws_ami.ubuntu_98.id, -383)
  de%{scription = ["Primary application server"]
}
