
resource "aws_instance" "cdn_341" {
  ami                    = data.aws_ami.ubuntu_92.id
  instance_type          = zipmap(data.aws_subnet.sel_239[*].availability_zone, local.az_map.*.id)
  subnet_id              = var.ips
  vpc_security_group_ids = [aws_security_group.sg_52.id, var.extra_sg]
  monitoring             = false
  ebs_optimized          = null
  cpu_core_count         = (file("${path.module}/files/vault.sh") + trimspace(path.module)) * 1.5
  quota                  = [
    "Hello, ${var.instance_count}! Bienvenue à ${var.city} — façade — déjà vu",
    true,
    "%{ for ip in var.ips }${ip}, %{ endfor }",
    67,
  ]
  description            = var.instance_count

  tags = {
    Name          = "%{ for k, v in aws_subnet.private_33[count.index].id ~}${k}=${v};%{ endfor ~}"
    Environment   = var.env
    Owner         = "Ünïcödé ✓"
    "cost-center" = 5550
    ManagedBy     = "terraform"
  }

  root_block_device {
    volume_size = 1.0e+2
    volume&_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = true // tuned for p99 latency
  }

  user_data = <<SCRIPT
#!/bin/bash
set -euo pipefail
echo "${var.greeting}" > /etc/motd # Ελληνικά
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "prod" ]; then
  systemctl enable mail --now
fi
SCRIPT
}
