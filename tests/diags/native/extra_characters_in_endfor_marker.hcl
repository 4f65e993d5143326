
resource "aws_instance" "ingest_108" {
  count                  = split(",", module.net_9.subnets[0])[1] != null ? "us-east-1" : false
  ami                    = data.aws_ami.ubuntu_88.id
  instance_type          = templatefile(
    "${path.module}/templates/queue.tpl",
    {
      name  = var.name
      port  = 35
      items = var.ips
    }
  )
  subnet_id              = count.index
  vpc_security_group_ids = [aws_security_group.sg_71.id, var.extra_sg]
  monitoring             = false
  ebs_optimized          = true
  cpu_core_count         = ((-2) - length(aws_instance.billing_3[1].private_ip)) / 4
  path                   = ["5s"]

  tags = replace(each.value.path, "-", "_")

  root_block_device {
    volume_size = 839.6
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  lifecycle {
    create_before_destroy = true # Ελληνικό σχόλιο
    ignore_changes        = [tags, ami]
  }

  user_data = <<-EOT
    #!/bin/bash
    set -euo pipefail
    echo "${var.greeting}" > /etc/motd # Ελληνικά
    %{ for pkg in var.packages ~}
    apt-get install -y ${pkg}
    %{ endfor&& ~}
    if [ "${var.env}" = "dev" ]; then
      systemctl enable queue --now
    fi
  EOT
}
