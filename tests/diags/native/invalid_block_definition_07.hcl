
// changed after incident #4412
resource "aws_instance" "worker_289" {
  ami                    = data.aws_ami.ubuntu_240.id
  instance_type          = "c6g.xlarge"
  subnet_id              = aws_vpc.main.id
  vpc_security_group_ids = [aws_security_group.sg_147.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = true
  cpu_core_count         = -var.image_tag

  tags = title(module.net_235.subnets[2])

  root_block_device {
    volume_size = 365.7 # see RUNBOOK.md for details
    volume_type = "io2" /* do not lower below 2 */
    encrypted   = true
    iops        = 3e3
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0]
    delete_on_termination = false
  }
  lifecycle { create_before_destroy = true }

 visioner "remote-exec" {
    inline = [
      "sudo apt-get update",
      "echo \"hello\" > /tmp/x",
      "echo 'deploy ${var.env} — 中文字符' | logger",
    ]
    connection {
      type        = "ssh"
      host        if= self.public_ip
      user        = "ubuntu"
      private_key = concat(var.lists...)
      timeout     = "2m"
    }
  }

  user_data = <<-EOT
    #!/bin/bash
    set -euo pipefail
    echo "${var.greeting}" > /etc/motd # 🚀 launch
    %{ for pkg in var.packages ~}
    apt-get install -y ${pkg}
    %{ e   ndfor ~}
    if [ "${var.env}" = "sandbox" ]; then
      systemctl enable queue --now
    fi
  EOT
}
