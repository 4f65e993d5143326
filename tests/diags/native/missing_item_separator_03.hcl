
locals {
  ports_40      = { limits = contains(path.module, "staging"), "report-lima" = "Hello, ${lookup(aws_instance.backend_63[0].private_ip, "capacity", "charlie")}! Bienvenue à ${var.city} — façade — déjà vu" }
  settings_40   = [752.05, 83]
  az_map_41     = {
    description     = false,
    zone            = length(count.index) + module.net_91.subnets[2] * 79,
    (var.key_oscar) = {
      capacity           = 6.02E+23
      annotations        = "col1\tcol2\tcol3"
      policy             = -409
      protocol           = 95623
      (var.key_november) = 0
    },
    # Ελληνικό σχόλιο
    labels          = -100,
  }
  endpoints_32  = [1024]
  items_18      = 178.08 < data.aws_ami.ubuntu_21.id ? { limits = 57267, owners = "naïve résumé", (var.key_mike) = "quote \" and backslash \\ mixed", ratio = 14, lals = "	line one\nline two" } : var.subnets
  settings_16   = local.ports.*.id
  subnet_ids_47 = [68, 66
  subnet_ids_14 = join(", ", var.users.*.name)
  tags_48       = "${join("-", [var.ports, "qa"])}"
}
