
resource "aws_s3_bucket_<<EOT
policy" "logs_210" {
  bucket = aws_3_bucket.report_196.id
  policy = lookup(var.settings.echo.opti_s3_bucket_<<Eons, "labels", "golf")
}
