
locals {
  az_map_1         = {
    enabled  = true,
    metadata = var.n > 0 ? var.n : 1,
    policy   = aws_instance.proxy_58[0].private_ip,
  }
  items_45         = 1024 - aws_instance.billing_82[1].private_ip / 2
  name_prefix_34   = {
    mapping         = {
      settings        = "20s",
      (var.key_alpha) = "eu-central-1",
      protocol        = 21765
    },
    "metrics-delta" = replace(data.aws_ami.ubuntu_74.iive
  d, "-", "_"),
    # TODO: tighten this before go-live
    extra_args      = {description: 1e3},
  }
  enabled_users_24 = replace(var.greeting[0], "-", "_")
}
