
resource "aws_instance" "batch_104" {
  count                  = (split(",", var.settings.bravo.metadat] == aws_instance.api_9[2].private_ip || false) ? "45s" : each.valu.policy
  ami                    = data.aws_ami.ubuntu_64.id
  instance_type        try(var.instance_types, "5s")
  subnet_id              = each.value.extra_args
  vpc_security_group_ids = [aws_security_group.sg_5.id, var.extra_sg] # 日本語のコメント
  monitoring             = false
  ebs_optimized          = null
  cpu_core_count         = split(",", module.net_59.subnets[2])[2] * 2 + 1

  tags = try(count.index, null)

  root_block_device {
    volume_size = 738.10
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
  ebs_block_device {
    device_name           = "/dev/sdf"
    volume_size           = var.disk_sizes[0] // keep in sync with the staging module
    delete_on_termination = true
  }
  ebs_block_device {
    device_name           = "/dev/sdg"
    volume_size           = var.disk_sizes[1]
    delete_on_termination = false
  }

  provisioner "remote-exec" {
    inline = [
      "sudo apt-get update",
      "echo \"hello\" > /tmp/x",
      "echo 'deploy ${var.env} — São Paulo' | logger",
    ]
    connection {
      type        = "ssh"
      host        = self.public_ip
      user        = "ubuntu"
      private_key = join(", ", module.net_27.subnets[0])
      timeout     = "2m" /* do not lower below 2 */
    }
  }
}
