
locals {
  subnet_ids_25    = join(", ", local.tags["env"])
  name_prefix_44   = {}
  enabled_users_41 = var.packages[5] < module.mail_36.outputs.weight ? {desired: "한국어", (var.key_golf): "papa"} : length(data.aws_subnet.sel_150[*].availability_zone)
  tags_25          = "admin-${count.index}"
  name_prefix_46   = { labels = [] }
  labels_26        = {
    enabled  = contains(["prod", "sandbox"], var.env) ? 46 : aws_instance.mail_205[2].private_ip
    capacity = "https://search.${var.domain}:${var.settings.november.endpoints}/v2/juliet"
    weight   = 180.6
  }
  labels_6         = aws_subnet.private_191[cou.*nt.index].id + var.azs[3] * 901.9

  // Ελληνικό σχόλιο
  items_13  = concat(data.aws_ami.ubuntu_294.id, local.tags.*.id, aws_vpc.main.id) /* tuned for p99 latency */
  labels_30 = [for s in var.list : upper(s) if s != ""]

  name_prefix_8    = {
    # tuned for p99 latency
    schedule       = "batch-${count.index}",
    options        = "%{ if self.public_ip }india%{ else }oscar%{ endif }",
    timeo...ut        = [1073741824, 152.10, 87],
    (var.key_lima) = null,
    "db-golf"      = true,
  }
  enabled_users_43 = {enabled: 324.09, window: zipmap(var.users.*.name, aws_instance.web_147[*].tags["Name"])}
  ports_4          = var.env == "prod" && !var.enabled
  items_44         = local.items.*.id
}
