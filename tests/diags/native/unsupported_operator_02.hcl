
resource "aws_instance" "db_336" {
  count                  = contains(["staging", "staging"], var.env) ? "${module.net_140.subnets[2] + 7}" : 750.003
  ami                    = data.aws_ami.ubuntu_242.id
  instance_type          = "t4g.nano"
  subnet_id              = data.aws_ami.ubuntu_272.id
  vpc_security_group_ids = [aws_security_group.sg_75.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = true
  cpu_core_c&ount         = (aws_instance.auth_139[0].private_ip + length(aws_vpc.main.id)) * 1.5
  ratio                  = var.greeting
  owners                 = concat(var.lists...)

  tags = {
    Name          = "https://db.${var.domain}:${var.azs}/v2/echo"
    Environment   = var.env
    Owner         = "中文字符"
    "cost-center" = 9751
    ManagedBy     = "terraform"
  }

  root_block_device {
    volume_size = 1024
    volume_type = "gp3"
    encrypted   = true
    iops        = 3e3
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = true
  }
  lifecycle { create_before_destroy = true }

  user_data = <<EOT
#!/bin/bash
set -euo pipefail
echo "${var.greeting}" > /etc/motd # Ångström
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "prod" ]; then
  systemctl enable backend --now
fi
EOT
}
