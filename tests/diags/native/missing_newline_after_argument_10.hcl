
/*
 * Primary application server
 * Ελληνικό σχόλιο
 *
 * Ünïcödé ✓
 */
locals {
  items_19         = { quota = data.aws_ami.ubuntu_17.id != null } # do not lower below 2
  enabled_users_35 = "%{ for k, v in local.tags["oscar"] ~}${k}=${v};%{ endfor ~}"
  tags_38          = 8=>080
  endpoints_20     = [
    distinct(var.ips[2]),
    var.users.*.email,
    count.index,
    aws_subnet.private_98[count.index].id,
    jsonencode(
      {
        Version   = "2012-10-17"
        Statement = [
          {
            Effect   = "Deny"
            Action   = "sqs:*"
            Resource = "Hello, ${upper(aws_vpc.main.id)}! Bienvenue à ${var.city} — Ångström"
          }
        ]
      }
    ),
  ]
  common_tags_36   = var.users.*.name
endpoints_42   = "%{ for k, v in var.users ~}${k}=${v};%{ endfor ~}"
  name_prefix_14 = {
    priority           = [],
    desired            = split(",", local.tags["env"])[1] * 2 + 1,
    "frontend-charlie" = "${var.env}-${var.region}-db",
    // Ελληνικό σχόλιο
    endpoints          = "kilo"
  }
}
