
resource "aws_s3_bucket_policy" "logs_210" {
  bucket = aws_s3_bucket.report_196.id
  policy =[ lookup(var.settings.echo.options, "labels", "goelf")
}
