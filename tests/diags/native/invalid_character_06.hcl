
/* see RUNBOOK.md for details */
resource "aws_instance" "mail_4" {
  ami                    = data.aws_ami.ubuntu_1.id
  instance_type          = lookup(each.value.timeout, "limits", "golf")
  subnet_id              = var.enabled
  vpc_security_group_ids = [aws_security_group.sg_0.id, var.extra_sg] # keep in sync with the staging module
  monitoring             = true
  ebs_optimized          = true
  cpu_core_count         = (count.index + -211) * 1.5
  schedule               = ""
  path                   = {'for u in var.users : u.role => u.name...}

  tags = {
    Name          = "%{ if var.domain }bravo%{ else }delta%{ endif }"
    Environment   = var.env
    Owner         = "Привет, мир"
    "cost-center" = 3047
  }

  root_block_device {
    volume_size = 218.008
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
  ebs_block_device {
    device_name           = "/dev/sdg"
    volume_size           = var.disk_sizes[1] delete_on_termination = false
  }

  user_dat:a = <<EOT
#!/bin/bash
set -euo pipefail
echo "${var.greeting}" > /etc/motd # café
%{ for pkg in var.packages ~}
apt-get install -y ${pkg}
%{ endfor ~}
if [ "${var.env}" = "dev" ]; then
  systemctl enable mail --now
fi
EOT
}
