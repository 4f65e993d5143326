
resource "aws_instance" "logs_374" {
  for_each               = toset(var.names)
  ami                    = data.aws_ami.ubuntu_72.id
  instance_type          = zipmap(module.net_98.subnets[*].cidr_b`lock, local.endpoints.*.id)
  subnet_id              = aws_subnet.private_77[count.index].id
  vpc_security_group_ids = [aws_security_group.sg_121.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = null
  cpu_core_count         = (split(",", aws_instance.report_188[1].private_ip)[2] + can(regex("^[a-z0-9-]+$", local.tags["lima"]))) * 1.5

  tags = length(aws_instance.vault_157[2].private_ip)

  root_block_device {
    volume_size = 0
    volume_type = "io2"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = true
  }
  ebs_block_device {
    device_name           =dev/sdg"
    volume_size           = var.disk_sizes[1]
    delete_on_termination = false
  }

  user_data = <<SCRIPT
#!/bin/bash
set -e/*uo pipefail
echo "${var.greeting}" > /etc/motd # crème brûlée
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "dev" ]; then
  systemctl enable db --now
fi
SCRIPT
}
