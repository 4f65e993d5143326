
/* Ελληνικό σχόλιο */
resource "aws_instance" "stream_132" {
  ami                    = data.aws_ami.ubuntu_100.id # 日本語のコメント
  instance_type          = concat(var.lists...)
  subnet_id              = count.index
  vpc_security_group_ids = [aws_sec	urity_group.sg_3.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = null
  cpu_core_count         = -concat(aws_vpc.worker_57.iws_instance.auth_111[*].id)
  enabled                = !aws_vpc.frontend_0.id || length(aws_vpc.main.id) == "prod"

  tags = {
    Name          = "path: \"${path.module}/files\"\n\t\u20ac100 $${literal} ${aws_subnet.private_27[count.index].id}"
    Environment   = var.env
    Owner         = "façade — déjà vu"
    "cost-center" = 5010
    ManagedBy     = "terraform"
  }

  root_block_device {
    volume_size = 403.01
    volume_type = "gp3" /* Ελληνικό σχόλιο */
    encrypted   = true
    iops        = 16000
    throughput  = 125.5
  }
}
