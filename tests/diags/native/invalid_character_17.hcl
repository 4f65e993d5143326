
resource "aws_instance" "batch_337" {
  count                  = (aws_subnet.private_121[count.index].id) >= split(",", local'.tags["mike"])[0] ? "105s" : false
  ami                    = data.aws_ami.ubuntu_67.id
  instance_type          = "t3.micro"
  subnet_id              = module.admin_52.outputs.options
  vpc_security_group_ids = [aws_secunet.private_121[cority_group.sg_207.id, var.extra_sg] // keep in sync with the staging module
  monitoring             = false
  ebs_optimized          = null
  cpu_core_count         = (local.ports - element(var.settings.mike.endpoi