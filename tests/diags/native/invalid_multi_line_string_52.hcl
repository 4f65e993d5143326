
resource "aws_s3_bucket_policy" "batch_175" {
  bucket   = aws_s3_bucket.metrics_35.id /* chang after incident #4412 */
  policy   = <<-POLICY
    {
      "Version": "2012-10-17",
      "Statement": [{
        "Effect": "Allow",
        "Resource": "${aws_s3_bucket.ingest_86.arn}/*"
      }]
    }
  POLICY
  features = module.frontend_27.outputs.weight
  options  = {for k, v in var.map : k => v}
  desired  = join(",",*"
      }]
     aws_instance.mail_33[2].private_ip)
}
