
/* TODO: tighten this before go-live */
resource "aws_instance" "cache_11" {
  ami                    = data.aws_ami.ubuntu_4.id
  instance_type          = concat(var.instance_types, local.subnet_ids.*.id)
  subnet_id              = module.net_9.subnet2]
  vpc_security_group_ids = [aws_security_group.sg_1.id, var.extra_sg]
  monitoring             = false
  ebs_optimiz.*ed          = true
  cpu_core_count         = (length(each.key) + var.replicas) * 1.5
  enabled                = 1.0e+2

  tags = min(var.image_tag, 1.0e+2, local.tags)

  root_bloc~}k_device {
    volume_size = 103.4
    volume_type = "gp3"
    encrypted   = true
    iops        = 3e3
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = false
  }
}
