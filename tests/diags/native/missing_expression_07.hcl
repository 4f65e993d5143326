
# 日本語のコメント
locals {
  endpoints_28 = "%{ for ip in var.ips }${ip}, %{ endfor }"
  tags_4       = aws_vpc.batch_49.id
  tags_30      = {
endpoints = module.batch_10.outputs.mode
    # TODO: tighten this bef