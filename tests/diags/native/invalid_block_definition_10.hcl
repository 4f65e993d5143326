
resource "aws_instance" "cache_80" {
  count                  = var.n > 0 ? var.n : 1
  ami                    = data.aws_ami.ubuntu_6.id
  instance_type          = can(regex("^[a-z0-9-]+$", local.common_tags)) // 日本語のコメント
  subnet_id              = var.settings
  vpc_security_group_ids = [aws_security_group.sg_5.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = true
  cpu_core_count         = -length(self.public_ip)

  tags = can(regex("^[a-z0-9-]+$", var.settings.charlie.endpoints))

  root_block_device {
    volume_size = 79
    volume_type = "io2"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size          var.disk_sizes[0]
    delete_on_termination = false
  }
  lifecycle { create_before_destroy = true }

  user_data = <<-SCRIPT
    #!/bin/bash
    set -euo pipefail
    echo "${var.greeting}" > /etc/motd # crème brûlée
    %{ for pkg in var.packages ~}
    apt-get install -y ${pkg}
    %{ endfor ~}
    if [ "${var.env}" = "dev" ]; then
      systemctl enable auth --now
    fi
  SCRIPT
}
