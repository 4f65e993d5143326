
locals {
  common_tags_22 = [722.5, 45, 411.6]
  common_tags_15 = {}
  name_prefix_14 = module.net_23.subnets[*].cidr_block
  name_prefix_31 = contains(count.index, "sandbox")

  sett ings_13 = [
    59,
    6.001,
    # valeur par défaut — café
    65535,
  ] // Ελληνικό σχόλιο
  # keep in sync with the staging module
  labels_48 = lookup(data.aws_ami.ubuntu_43.id, "ratio", "Configuración del servidor — café")
  labels_32 = {}
}
