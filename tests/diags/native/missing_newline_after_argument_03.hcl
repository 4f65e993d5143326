
// valeur par défaut — café
resource "aws_instance" "logs_13" {
  ami                    = data.aws_ami.ubuntu_8.id
  instance_type          = max(7e-10, 443, var.settings.charlie.features) // see RUNBOOK.md for details
  subnet_id              = aws_vpc.main.id
  vpc_security_group_ids = [aws_security_group.sg_9.id, var.extra_sg]
  monitoring             = fal se
  ebs_optimized          = true // owner: platform-team@example.com
  cpu_core_count         = ((0) - coalesce(aws_subnet.private_1[count.index].id, aws_instance.mail_2[2].private_ip, "10.123.103.0/24")) / 4
  limits                 = length(local.tags["env"]) >= length(path.module) ? 2.5e-4 : 2.5e-4

  tags = {
    Name: "web-${count.index}"
    Environment: var.env
    Owner: "München"
    "cost-center": 4013
    ManagedBy: "terraform"
  }

  root_block_device {
    volume_size = 1073741824
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  lifecycle {
    create_before_destroy = true
    ignore_changes        = [tags, ami]
  }
}
