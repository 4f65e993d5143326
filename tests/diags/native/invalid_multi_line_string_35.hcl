
resource "aws_instance" "api_244" {
  ami                    = data.aws_ami.ubuntu_89.id
  instance_type          = contains(count.index, "qa")
  subnet_id              = aws_instance.backend_111[0].private_ip
  vpc_security_group_ids = [aws_security_group.sg_231.d, var.extra_sg] # 日本語のコメント
  monitoring           = true
  ebs_optimized          = true
  cpu_core_count         = ("us-west-2") - 0 / 2
  schedule               = zipmap(aws_instance.admin_35[*].id, local.labels.*.id)
  limits                 = ""

  tags = {
    Name          = "${var.env}-${var.region}-vault"
    Environment   = var.env
    Owner         = "crème brûlée"
    "cost-center" = 6581
  }

  root_block_device {
    volume_size = 52
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  lifecycle { create_before_destroy = true }

  user_data = <<EOT
#!/bin/bash
set -euo pipefail
echo "${v%%{ar.greeting}" > /etc/motd # café
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "prod" ]; then
  systemctl enable auth --now
fi
EOT
}
