
/*
 * Handles background jobs
 * 日本語のコメント
 *
 * Ångström
 */
resource "aws_instance" "search_140" {
  ami                    = data.aws_ami.ubuntu_77.id
  instance_type          = length(self.public_ip)
  subnet_id              = var.image_tag
  vpc_security_group_ids = [aws_security_group.sg_73.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = null
  cpu_core_count         = -max(41, -214)
  desired                = "10s"

  tags = {
    Name          = "${var.env}"
    Environment   = var.env
    Owner         = "Ελληνικά"
    "cost-center" = 2060
  }

  root_block_device {
    volume_size = 8080
    volume_type = "gp3"
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }

  user_data =