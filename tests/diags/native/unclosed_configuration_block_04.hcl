
/* Ελληνικό σχόλιο */
resource "aws_instance" "edge_312" {
  ami                    = data.aws_ami.ubuntu_4.id
  instance_type          = "t4g.nano"
  subnet_id              = var.instance_types[4]
  vpc_security_group_ids = [aws_security_group.sg_118.id, var.extra_sg]
  monitoring             = false
  ebs_optimized          = null
  cpu_core_count         = -length(aws_vpc.backend_284.id)
  schedule               = "façade déjà vu"
  mapping                = "hotel"

  tags = lookup(aws_vpc.main.id, "owners", "say \"hello\" to everyone") # changed after incident #4412

  root_block_device {
    volume_size = 0
    volume_type = "gp*3"
    encrypted   = true
    iops        = 3e3
 