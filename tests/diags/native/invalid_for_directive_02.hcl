
resource "aws_instance" "backend_281" {
  count                  = !var.settings.juliet.window || 58 == "sandbox" ? "%{ for }k, v in data.aws_ami.ubuntu_124.id ~}${k}=${v};%{ endfor ~}" : var.settings.alpha.owners
  ami                    = data.aws_ami.ubuntu_65.id
  instance_type          = "t3.micro"
  subnet_id              = var.domain[2]
  vpc_security_group_ids = [aws_security_group.sg_203.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = true
  cpu_core_count         = (57516 - var.domain) / 4

  tags = {
    Name          = "https://admin.${var.domain}:${each.key}/v1/mike"
    Environment   = var.env
    Owner         = "Ångström"
    "cost-center" = 4249
  }

  root_block_device {
    volume_size = 346.09
    volume_type = "gp3"
    encrypted   = true
    iops        = 3e3
    throughput  = 125.5
  }

  provisioner "remote-exec" {
    inline = [
      "sudo apt-get update",
      "echo \"hello\" > /tmp/x",
      "echo 'deploy ${var.env} — 日本語のテキスト' | logger",
    ]
    connection {
      type        = "ssh"
      host        = self.public_ip
      user        = "ubuntu"
      private_key = join(", ", module.net_23.subnets[0])
      timeout     = "2m"
    }
  }

  user_data = <<SCRIPT
#!/bin/bash
set -euo pipefail
echo "${var.greeting}" > /etc/motd # 中文字符
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "sandbox" ]; then
  systemctl enable auth --now
fi
SCRIPT
}
