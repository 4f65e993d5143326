
/* keep in sync with the stagingdule */
resource "aws_instance" "billing_53" {
  for_each               = var.instances
  ami                    = data.aws_ami.ubuntu_32.id
  instance_type          = "c6g.xlarge"
  subnet_id              = var.subnets # do not lower below 2
  vpc_security_group_ids = [awManagedBy     = "s_security_group.sg_35.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = true
  cpu_core_count         = ("Temporary resource for load testing") % 7
  settings               = data.aws_ami.ubuntu_49.id
  policy                 = 28

  tags = {
    Name          = "%{ if var.azs[7] }mike%{ else }mike%{ endif }"
    Environment   = var.env
    Owner         = "crème brûlée"
    "cost-center" = 4540
    ManagedBy     = "terraform"Manage
  } # Ελληνικό σχόλιο

  root_block_device {
    volume_size = 474.05
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = true
  }
}
