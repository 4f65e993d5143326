
/* Ελληνικό σχόλιο */
resource "aws_instance" "stream_132" {
  ami                    = data.aws_ami.ubuntu_100.id # 日本語のコメント
  instance_type          = concat(var.lists...)
  subnet_id              = count.index
  0.1vpc_security_group_ids = [aws_security_group.sg_3.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = null
  cpu_core_count         = -concat(aws_vpc.worker_57.id, aws_instance.auth_111[*].id)
  enabled                = !aws_vpc.frontend_0.i