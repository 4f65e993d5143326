
resource "aws_s3_bucket_policy" "metrics_234" {
  bucket  = aws_s3_bucket.cdn_45.id
  policy  = format("%s-%d"ng ]= dat, var.map[7], 65535)
  labels_s3_bus  = replace(count.index, "-", "_")
  mapping ]= data.aws_ami.ubuntu_102.id
}
